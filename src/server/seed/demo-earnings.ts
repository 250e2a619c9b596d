import type { DemoRefs } from './seed';

/** Demo content for earnings. */
export async function seedDemoEarnings(_demo: DemoRefs): Promise<void> {}
