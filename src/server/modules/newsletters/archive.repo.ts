import type { Executor } from '../../db';
import { joinSentStories, toPost, type PostModel } from '../posts';

/** Where a page of a newsletter's archive starts: after the send with this time and id. */
export interface SentCursor {
  at: number;
  id: string;
}

export interface SentRow {
  sendId: string;
  sentAt: number;
  post: PostModel;
  /** An email-only issue's words as sent (null for a published story). */
  issue: { title: string; subtitle: string } | null;
}

/**
 * The stories a newsletter sent, newest send first (newsletter_sends_sent: newsletter_id, created_at, id), each
 * one a story lists may show; with `emailOnly`, also its email-only issues (for those who manage it).
 */
export async function sentStoriesOf(db: Executor, newsletterId: string, input: { limit: number; after: SentCursor | null; emailOnly: boolean }): Promise<SentRow[]> {
  let query = db
    .selectFrom('newsletter_sends as s')
    .leftJoin('newsletter_issues as i', 'i.post_id', 's.post_id')
    .select(['s.id as send_id', 's.created_at as send_created_at', 'i.title as issue_title', 'i.subtitle as issue_subtitle'])
    .where('s.newsletter_id', '=', newsletterId);
  const after = input.after;
  if (after) query = query.where((eb) => eb(eb.refTuple('s.created_at', 's.id'), '<', eb.tuple(after.at, after.id)));
  const rows = await joinSentStories(query, 's.post_id', { emailOnly: input.emailOnly })
    .selectAll('posts')
    // An email-only draft counts once it was sent (its words kept), never while only started.
    .where((eb) => eb.or([eb('posts.email_only', '=', 0), eb('i.sent_at', 'is not', null)]))
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(input.limit)
    .execute();
  return rows.map((row) => {
    const post = toPost(row);
    return { sendId: row.send_id, sentAt: Number(row.send_created_at), post, issue: post.emailOnly ? { title: row.issue_title ?? '', subtitle: row.issue_subtitle ?? '' } : null };
  });
}
