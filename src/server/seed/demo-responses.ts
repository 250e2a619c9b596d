import type { DemoRefs } from './seed';

/** Scaffold: demo responses (replaced by the feature). */
export async function seedDemoResponses(_demo: DemoRefs): Promise<void> {}
