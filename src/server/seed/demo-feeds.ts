import type { DemoRefs } from './seed';

/** What shapes the demo readers' For you feeds. */
export async function seedDemoFeeds(_demo: DemoRefs): Promise<void> {}
