import type { DemoRefs } from './seed';

/** Scaffold: demo highlights (replaced by the feature). */
export async function seedDemoHighlights(_demo: DemoRefs): Promise<void> {}
