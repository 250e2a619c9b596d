import type { Paragraph, PostBody } from '../../src/shared/content';
import { slugify } from '../../src/shared/format/slug';
import type { Database } from '../../src/server/db';
import { newId } from '../../src/server/db/ids';
import { insertQuote } from '../../src/server/modules/quotes';

let counter = 0;
const next = () => ++counter;

export async function createUser(db: Database, overrides: Partial<{ name: string; username: string | null; email: string; member: boolean; suspended: boolean }> = {}) {
  const n = next();
  const id = newId();
  const now = Date.now();
  const user = {
    id,
    name: overrides.name ?? `Writer ${n}`,
    username: overrides.username === undefined ? `writer${n}${id.slice(0, 4)}` : overrides.username,
    email: overrides.email ?? `writer${n}.${id}@example.com`,
  };
  await db
    .insertInto('users')
    .values({
      ...user,
      medium_member_at: overrides.member ? now : null,
      is_suspended: overrides.suspended ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return user;
}

export async function createCollection(db: Database, creatorId: string, members: { userId: string; role: 'EDITOR' | 'WRITER' }[] = []) {
  const id = newId();
  const slug = `pub-${id}`;
  const now = Date.now();
  await db.insertInto('collections').values({ id, slug, name: `Publication ${slug}`, creator_id: creatorId, created_at: now, updated_at: now }).execute();
  for (const m of members) {
    await db.insertInto('collection_members').values({ collection_id: id, user_id: m.userId, role: m.role, created_at: now }).execute();
  }
  return { id, slug };
}

export function paragraphs(...texts: string[]): Paragraph[] {
  return texts.map((text, i) => ({ name: `p${i.toString(16).padStart(3, '0')}`, type: 'P', text, markups: [] }));
}

export async function createPost(
  db: Database,
  creatorId: string,
  options: Partial<{
    title: string;
    body: PostBody;
    published: boolean;
    visibility: 'PUBLIC' | 'UNLISTED' | 'LOCKED';
    collectionId: string;
    publishedAt: number;
    suspended: boolean;
    deleted: boolean;
    rawBody: string;
  }> = {},
) {
  const id = newId();
  const title = options.title ?? `Story ${next()}`;
  const published = options.published ?? true;
  const now = Date.now();
  const body = options.body ?? { paragraphs: [{ name: 'a000', type: 'H3', text: title, markups: [] }, ...paragraphs('First paragraph.', 'Second paragraph.')], sections: [] };
  const shareKey = newId();
  await db
    .insertInto('posts')
    .values({
      id,
      creator_id: creatorId,
      collection_id: options.collectionId ?? null,
      title,
      subtitle: '',
      slug: slugify(title),
      visibility: options.visibility ?? 'PUBLIC',
      is_published: published ? 1 : 0,
      first_published_at: published ? (options.publishedAt ?? now) : null,
      published_at: published ? (options.publishedAt ?? now) : null,
      latest_version: 1,
      latest_published_version: published ? 1 : null,
      share_key: shareKey,
      suspended_at: options.suspended ? now : null,
      deleted_at: options.deleted ? now : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('post_versions')
    .values({ post_id: id, version: 1, title, subtitle: '', body: options.rawBody ?? JSON.stringify(body), created_at: now })
    .execute();
  return { id, title, shareKey, slug: slugify(title) };
}

/** A reader's highlight of a factory story's first paragraph ('First paragraph.'), made now unless said. */
export async function createHighlight(db: Database, input: { postId: string; userId: string; createdAt?: number }): Promise<string> {
  const id = newId();
  await insertQuote(db, {
    id,
    postId: input.postId,
    userId: input.userId,
    version: 1,
    quoteType: 'HIGHLIGHT',
    paragraphNames: ['p000'],
    startOffset: 0,
    endOffset: 5,
    text: 'First',
    paragraphTexts: ['First paragraph.'],
    createdAt: input.createdAt ?? Date.now(),
  });
  return id;
}
