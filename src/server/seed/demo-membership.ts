import type { DemoRefs } from './seed';

/** Demo content for membership. */
export async function seedDemoMembership(_demo: DemoRefs): Promise<void> {}
