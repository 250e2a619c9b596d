import type { DemoRefs } from './seed';

/** Scaffold: demo reads (replaced by the feature). */
export async function seedDemoReads(_demo: DemoRefs): Promise<void> {}
