import type { DemoRefs } from './seed';

/** Scaffold: demo claps (replaced by the feature). */
export async function seedDemoClaps(_demo: DemoRefs): Promise<void> {}
