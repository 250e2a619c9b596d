import { plainText, type PostBody } from '../../../shared/content';
import type { Executor } from '../../db';
import { listedSeries } from '../posts';
import { partsOf } from './series.repo';

export interface SeriesSearchText {
  postId: string;
  title: string;
  description: string;
  /** The published parts' text, in order, paragraphs apart by blank lines. */
  text: string;
}

/**
 * What search indexes of a series: its title, description and published parts. Null for anything that is not
 * a published, listed series (drafts, unlisted, deleted or suspended ones are never indexed).
 */
export async function seriesSearchText(db: Executor, postId: string): Promise<SeriesSearchText | null> {
  const post = await listedSeries(db, postId);
  if (!post) return null;
  const parts = await partsOf(db, postId, false);
  const text = parts.map((part) => plainText(JSON.parse(part.body) as PostBody)).join('\n\n');
  return { postId, title: post.title, description: post.subtitle, text };
}
