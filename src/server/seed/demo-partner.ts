import type { DemoRefs } from './seed';

/** Demo content for partner. */
export async function seedDemoPartner(_demo: DemoRefs): Promise<void> {}
