import type { DemoRefs } from './seed';

/** Demo content for payments. */
export async function seedDemoPayments(_demo: DemoRefs): Promise<void> {}
