import type { DemoRefs } from './seed';

/** Demo content for gifts. */
export async function seedDemoGifts(_demo: DemoRefs): Promise<void> {}
