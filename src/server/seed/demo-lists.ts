import type { DemoRefs } from './seed';

/** Scaffold: demo lists (replaced by the feature). */
export async function seedDemoLists(_demo: DemoRefs): Promise<void> {}
