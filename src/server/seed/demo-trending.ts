import type { DemoRefs } from './seed';

/** Staff picks and the first trending scores. */
export async function seedDemoTrending(_demo: DemoRefs): Promise<void> {}
