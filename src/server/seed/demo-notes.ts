import type { DemoRefs } from './seed';

/** Scaffold: demo notes (replaced by the feature). */
export async function seedDemoNotes(_demo: DemoRefs): Promise<void> {}
