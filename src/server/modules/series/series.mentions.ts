import type { Markup, Paragraph, PostBody } from '../../../shared/content';
import { usernameMentions } from '../../../shared/validation/mentions';
import type { Executor } from '../../db';
import { usersByUsernames } from '../users';

/**
 * A part's '@username's that name someone (an account neither deleted nor suspended) become mentions of them:
 * USER links, as the story editor makes. Text already inside a link stays as it is.
 */
export async function withMentions(db: Executor, body: PostBody): Promise<PostBody> {
  const found = body.paragraphs.map((paragraph) => usernameMentions(paragraph.text));
  const names = found.flat().map((m) => m.username);
  if (names.length === 0) return body;
  const people = new Map<string, string>();
  for (const user of await usersByUsernames(db, names)) {
    if (user.username && user.deletedAt == null && !user.isSuspended) people.set(user.username, user.id);
  }
  const paragraphs = body.paragraphs.map((paragraph, i): Paragraph => {
    const added: Markup[] = (found[i] ?? [])
      .filter((m) => people.has(m.username) && !paragraph.markups.some((k) => k.type === 'A' && k.start < m.end && m.start < k.end))
      .map((m) => ({ type: 'A', start: m.start, end: m.end, anchorType: 'USER', userId: people.get(m.username)! }));
    return added.length === 0 ? paragraph : { ...paragraph, markups: [...paragraph.markups, ...added].sort((a, b) => a.start - b.start) };
  });
  return { ...body, paragraphs };
}
