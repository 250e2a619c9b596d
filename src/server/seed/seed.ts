import { countWords, mapImageIds, plainText, readingTimeMinutes, type PostBody } from '../../shared/content';
import { slugify } from '../../shared/format/slug';
import { systemContext, withTransaction, type AppDeps } from '../core';
import type { EventLog } from '../jobs';
import { newId } from '../db/ids';
import { insertMediaResource } from '../modules/embeds';
import { providerEmbed } from '../modules/embeds';
import { storeImage } from '../modules/media';
import { demoEmbeds, demoImages, demoStories } from './demo-content';
import { avatarPng, demoPictureJpeg, publicationAvatarPng } from './demo-art';
import { demoCollections, demoEmail, demoPeople } from './demo-people';
import { seedDemoProfiles } from './demo-profiles';
import { seedDemoRelations } from './demo-relations';
import { seedDemoNewsletters, seedDemoPublicationNewsletter } from './demo-newsletters';
import { seedDemoAudience } from './demo-audience';
import { seedDemoPublications } from './demo-publications';
import { seedDemoResponses } from './demo-responses';
import { seedDemoClaps } from './demo-claps';
import { seedDemoHighlights } from './demo-highlights';
import { seedDemoNotes } from './demo-notes';
import { seedDemoLists } from './demo-lists';
import { seedDemoReads } from './demo-reads';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoTopics } from './demo-topics';
import { seedDemoSeries } from './demo-series';
import { seedDemoTrending } from './demo-trending';
import { seedDemoFeeds } from './demo-feeds';
import { seedDemoSearch } from './demo-search';
import { seedDemoPayments } from './demo-payments';
import { seedDemoMembership } from './demo-membership';
import { seedDemoGifts } from './demo-gifts';
import { seedDemoMeter } from './demo-meter';
import { seedDemoPartner } from './demo-partner';
import { seedDemoEarnings } from './demo-earnings';
import type { DemoRefs } from './demo-refs';

export type { DemoRefs } from './demo-refs';

/** Demo content of later areas (follows, publications' pages, profile designs…), run in order after the stories. */
const demoSeeders: ((demo: DemoRefs) => Promise<void>)[] = [
  seedDemoProfiles,
  seedDemoRelations,
  seedDemoNewsletters,
  seedDemoAudience,
  seedDemoPublicationNewsletter,
  seedDemoPublications,
  seedDemoHighlights,
  seedDemoNotes,
  seedDemoLists,
  // After the lists: a list's discussion is among the demo responses.
  seedDemoResponses,
  // After the lists: readers clap for them too.
  seedDemoClaps,
  seedDemoReads,
  // Discovery: topics over the tags, series and sequences, trending from the reads and claps above, the
  // readers' For you signals, and last the search index over all of it.
  seedDemoTopics,
  seedDemoSeries,
  seedDemoTrending,
  seedDemoFeeds,
  seedDemoSearch,
  // Membership and the Partner Program: members, gifts, the meter, enrolled writers, their taxes and earnings.
  seedDemoPayments,
  seedDemoMembership,
  seedDemoGifts,
  seedDemoMeter,
  seedDemoPartner,
  seedDemoEarnings,
  // Last: notifications point at the follows, claps, responses, highlights and notes above.
  seedDemoNotifications,
];

export const DEMO_SIGN_IN_EMAIL = demoEmail('ada');
const DAY = 86_400_000;

/** Demo content writes no events: nobody is emailed or notified about it, and no job runs for it. */
const SILENT_BUS: EventLog = { subscribe: () => {}, publish: async () => {} };

/** Adds demo people, publications and stories to an empty database. Returns false when there was anything already. */
export async function seedDemoContent(deps: AppDeps, now = Date.now()): Promise<boolean> {
  const { db } = deps;
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;

  // Image bytes go to storage before the transaction; rows referencing them are written inside it.
  const avatarBytes = await Promise.all(demoPeople.map((p) => avatarPng(p.name, p.hue)));
  const collectionAvatarBytes = await Promise.all(demoCollections.map((c) => publicationAvatarPng(c.name, c.hue)));
  const illustrationBytes = await Promise.all(demoImages.map((i) => demoPictureJpeg(i)));

  await withTransaction({ ...systemContext(deps), bus: SILENT_BUS }, async (ctx) => {
    const trx = ctx.db;
    const userIds = new Map<string, string>();
    for (const [index, person] of demoPeople.entries()) {
      const image = await storeImage(ctx, { bytes: avatarBytes[index]!, creatorId: null });
      const id = newId();
      userIds.set(person.key, id);
      await trx
        .insertInto('users')
        .values({
          id,
          username: person.key,
          name: person.name,
          email: demoEmail(person.key),
          bio: person.bio,
          image_id: image.id,
          medium_member_at: person.member ? now - 200 * DAY : null,
          created_at: now - 400 * DAY + index * DAY,
          updated_at: now - 400 * DAY + index * DAY,
        })
        .execute();
    }
    const user = (key: string) => {
      const id = userIds.get(key);
      if (!id) throw new Error(`Demo content names an unknown person "${key}"`);
      return id;
    };

    const collectionIds = new Map<string, string>();
    for (const [index, c] of demoCollections.entries()) {
      const avatar = await storeImage(ctx, { bytes: collectionAvatarBytes[index]!, creatorId: null });
      const id = newId();
      collectionIds.set(c.key, id);
      await trx
        .insertInto('collections')
        .values({ id, slug: c.key, name: c.name, description: c.description, avatar_image_id: avatar.id, creator_id: user(c.creator), created_at: now - 300 * DAY, updated_at: now - 300 * DAY })
        .execute();
      const members = [...c.editors.map((k) => ({ k, role: 'EDITOR' })), ...c.writers.map((k) => ({ k, role: 'WRITER' }))];
      for (const m of members) {
        await trx.insertInto('collection_members').values({ collection_id: id, user_id: user(m.k), role: m.role, created_at: now - 300 * DAY }).execute();
      }
    }

    const imageIds = new Map<string, string>();
    for (const [index, spec] of demoImages.entries()) {
      imageIds.set(spec.key, (await storeImage(ctx, { bytes: illustrationBytes[index]!, creatorId: null })).id);
    }
    const imageId = (key: string) => imageIds.get(key) ?? key;

    for (const demo of demoEmbeds) {
      const found = providerEmbed(new URL(demo.sourceUrl));
      if (!found) throw new Error(`The demo embed ${demo.sourceUrl} is not an allow-listed provider's`);
      await insertMediaResource(trx, {
        id: demo.id,
        provider: found.provider,
        sourceUrl: demo.sourceUrl,
        embedUrl: found.embedUrl,
        width: demo.width,
        height: demo.height,
        title: demo.title,
        creatorId: null,
        createdAt: now - 30 * DAY,
      });
    }

    const tagNames = new Map<string, string>();
    for (const story of demoStories) for (const tag of story.tags) tagNames.set(slugify(tag), tag);
    for (const [slug, name] of tagNames) await trx.insertInto('tags').values({ slug, name, created_at: now - 365 * DAY }).execute();

    const postIds = new Map<string, string>();
    for (const story of demoStories) {
      const id = newId();
      postIds.set(story.title, id);
      const body: PostBody = withUserIds(mapImageIds(story.body, imageId), user);
      const publishedAt = story.published ? now - story.publishedDaysAgo * DAY - (id.charCodeAt(0) % 12) * 3_600_000 : null;
      const collectionId = story.collectionKey ? (collectionIds.get(story.collectionKey) ?? null) : null;
      const createdAt = (publishedAt ?? now - story.publishedDaysAgo * DAY) - 2 * DAY;
      await trx
        .insertInto('posts')
        .values({
          id,
          creator_id: user(story.authorKey),
          collection_id: story.published ? collectionId : null,
          pending_collection_id: story.published ? null : collectionId,
          status_for_collection: collectionId ? (story.published ? 'APPROVED' : 'PENDING') : null,
          title: story.title,
          subtitle: story.subtitle,
          slug: slugify(story.title),
          visibility: story.visibility,
          is_published: story.published ? 1 : 0,
          first_published_at: publishedAt,
          published_at: publishedAt,
          latest_version: 1,
          latest_published_version: story.published ? 1 : null,
          reading_time: readingTimeMinutes(body),
          word_count: countWords(plainText(body)),
          preview_image_id: story.previewImageKey ? imageId(story.previewImageKey) : null,
          share_key: newId(),
          created_at: createdAt,
          updated_at: publishedAt ?? createdAt,
        })
        .execute();
      await trx
        .insertInto('post_versions')
        .values({ post_id: id, version: 1, title: story.title, subtitle: story.subtitle, body: JSON.stringify(body), created_at: createdAt })
        .execute();
      for (const [position, tag] of story.tags.entries()) {
        await trx.insertInto('post_tags').values({ post_id: id, tag_slug: slugify(tag), position }).execute();
      }
    }

    const collection = (key: string) => {
      const id = collectionIds.get(key);
      if (!id) throw new Error(`Demo content names an unknown publication "${key}"`);
      return id;
    };
    const post = (title: string) => {
      const id = postIds.get(title);
      if (!id) throw new Error(`Demo content names an unknown story "${title}"`);
      return id;
    };
    const demo: DemoRefs = { ctx, trx, now, user, collection, post };
    for (const seedMore of demoSeeders) await seedMore(demo);
  });
  return true;
}

/** Mentions in demo stories name people by key; stored bodies carry their real ids. */
function withUserIds(body: PostBody, user: (key: string) => string): PostBody {
  return {
    ...body,
    paragraphs: body.paragraphs.map((p) => ({
      ...p,
      markups: p.markups.map((m) => (m.anchorType === 'USER' && m.userId ? { ...m, userId: user(m.userId) } : m)),
    })),
  };
}
