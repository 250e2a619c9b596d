import type { DemoRefs } from './seed';

/** The search index over the demo content. */
export async function seedDemoSearch(_demo: DemoRefs): Promise<void> {}
