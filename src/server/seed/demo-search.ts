import { rebuildSearchIndex } from '../modules/search';
import type { DemoRefs } from './demo-refs';

/**
 * The search index over the demo content. The demo rows are written directly (not through the mutations
 * whose events would index them), so the index is built once over all of them, last.
 */
export async function seedDemoSearch(demo: DemoRefs): Promise<void> {
  await rebuildSearchIndex(demo.trx, demo.now);
}
