import type { DemoRefs } from './seed';

/** Demo content for meter. */
export async function seedDemoMeter(_demo: DemoRefs): Promise<void> {}
