import type { DemoRefs } from './seed';

/** A demo series with parts, and a sequence of stories. */
export async function seedDemoSeries(_demo: DemoRefs): Promise<void> {}
