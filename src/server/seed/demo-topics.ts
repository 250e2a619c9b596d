import type { DemoRefs } from './seed';

/** Topics grouping the demo stories' tags, and who follows them. */
export async function seedDemoTopics(_demo: DemoRefs): Promise<void> {}
