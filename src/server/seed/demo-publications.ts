import { countWords, plainText, readingTimeMinutes, type PostBody } from '../../shared/content';
import { slugify } from '../../shared/format/slug';
import { newId } from '../db/ids';
import type { DemoRefs } from './demo-refs';

const DAY = 86_400_000;

/**
 * The demo publications' own pages: taglines, navigation, a feature page, featured stories and a design each.
 * The Long Read also has work for its editors: linus (a writer) has submitted a published story and a draft,
 * and alan is invited to write. Field Notes has a verified custom domain, fieldnotes.localhost (browsers send
 * *.localhost to this machine, so it opens at http://fieldnotes.localhost:PORT/ beside the main address).
 */
export const DEMO_CUSTOM_DOMAIN = 'fieldnotes.localhost';

const PUBLICATIONS = {
  'the-long-read': {
    tagline: 'Essays that take their time',
    description:
      'Essays that take their time: science, craft and culture, edited with care.\n\nWe publish one long piece most weeks, from writers who would rather be right than first. Pitches are welcome from anyone who writes for us.',
    nav: [
      { title: 'Science', tag: 'science' },
      { title: 'Writing', tag: 'writing' },
      { title: 'Cities', tag: 'cities' },
      { title: 'Editors’ picks', page: true },
    ],
    featurePage: {
      title: 'Editors’ picks',
      description: 'The pieces we keep sending to friends.',
      posts: ['The Sentence Is a Unit of Breath', 'Tides, Explained Slowly', 'The Library at Closing Time'],
    },
    featured: ['The Sentence Is a Unit of Breath', 'Cities Are Made of Corners', 'The Library at Closing Time'],
    design: { font1: 'SERIF_2', font2: 'SERIF_1', font3: 'SANS_SERIF_1', accentColor: '#b3265e', backgroundColor: '#f7f4ed', headerFrom: 'Cities Are Made of Corners' },
  },
  'field-notes': {
    tagline: 'Short dispatches from gardens, kitchens, cities and workshops',
    description: 'Short dispatches from gardens, kitchens, cities and workshops.\n\nField Notes is where our writers send what they noticed this week: a recipe that worked, a tree that was counted, a cloud that was named.',
    nav: [
      { title: 'Kitchen', tag: 'cooking' },
      { title: 'Nature', tag: 'nature' },
      { title: 'Travel', tag: 'travel' },
      { title: 'Start here', page: true },
    ],
    featurePage: {
      title: 'Start here',
      description: 'Three notes to begin with.',
      posts: ['What the Bread Knows', 'A Field Guide to Lichen on City Walls', 'Clouds for Beginners'],
    },
    featured: ['Notes From a Night Train', 'What the Bread Knows'],
    design: { font1: 'SANS_SERIF_1', font2: 'SERIF_1', font3: 'SANS_SERIF_1', accentColor: '#0f7a75', backgroundColor: '#ffffff', headerFrom: null },
  },
} as const;

function draftBody(title: string, texts: string[]): PostBody {
  return {
    paragraphs: [
      { name: 'd000', type: 'H3', text: title, markups: [] },
      ...texts.map((text, i) => ({ name: `d${(i + 1).toString(16).padStart(3, '0')}`, type: 'P' as const, text, markups: [] })),
    ],
    sections: [],
  };
}

export async function seedDemoPublications(demo: DemoRefs): Promise<void> {
  const { trx, now, user, collection, post } = demo;

  for (const [key, spec] of Object.entries(PUBLICATIONS)) {
    const collectionId = collection(key);
    await trx.updateTable('collections').set({ tagline: spec.tagline, description: spec.description }).where('id', '=', collectionId).execute();

    const pageId = newId();
    await trx
      .insertInto('collection_feature_pages')
      .values({
        id: pageId,
        collection_id: collectionId,
        slug: slugify(spec.featurePage.title),
        title: spec.featurePage.title,
        description: spec.featurePage.description,
        created_at: now - 60 * DAY,
        updated_at: now - 10 * DAY,
      })
      .execute();
    for (const [position, title] of spec.featurePage.posts.entries()) {
      await trx.insertInto('collection_feature_page_posts').values({ feature_page_id: pageId, post_id: post(title), position }).execute();
    }

    for (const [position, item] of spec.nav.entries()) {
      await trx
        .insertInto('collection_nav_items')
        .values({
          id: newId(),
          collection_id: collectionId,
          position,
          title: item.title,
          kind: 'page' in item ? 'FEATURE_PAGE' : 'TAG',
          tag_slug: 'tag' in item ? item.tag : null,
          feature_page_id: 'page' in item ? pageId : null,
          url: null,
          created_at: now - 60 * DAY,
        })
        .execute();
    }

    for (const [position, title] of spec.featured.entries()) {
      await trx.insertInto('collection_featured_posts').values({ collection_id: collectionId, post_id: post(title), position, created_at: now - 5 * DAY }).execute();
    }

    const header = spec.design.headerFrom
      ? ((await trx.selectFrom('posts').select('preview_image_id').where('id', '=', post(spec.design.headerFrom)).executeTakeFirst())?.preview_image_id ?? null)
      : null;
    await trx
      .insertInto('collection_designs')
      .values({
        collection_id: collectionId,
        font1: spec.design.font1,
        font2: spec.design.font2,
        font3: spec.design.font3,
        accent_color: spec.design.accentColor,
        background_color: spec.design.backgroundColor,
        header_image_id: header,
        created_at: now - 60 * DAY,
        updated_at: now - 60 * DAY,
      })
      .execute();
  }

  // The Long Read's queue: linus (one of its writers) submitted a published story and a draft.
  const longRead = collection('the-long-read');
  await trx
    .updateTable('posts')
    .set({ pending_collection_id: longRead, status_for_collection: 'PENDING', updated_at: now - 2 * DAY })
    .where('id', '=', post('The Quiet Virtue of Plain Text'))
    .execute();
  const draftTitle = 'Notes on Slow Chemistry';
  const body = draftBody(draftTitle, [
    'Some reactions finish before you can blink. Others take a season, and those are the ones worth watching.',
    'This is a draft about patience in the laboratory: the crystals that grow overnight, the titration you cannot rush, and the colleague who taught me to wait.',
  ]);
  const draftId = newId();
  const created = now - 3 * DAY;
  await trx
    .insertInto('posts')
    .values({
      id: draftId,
      creator_id: user('linus'),
      pending_collection_id: longRead,
      status_for_collection: 'PENDING',
      title: draftTitle,
      subtitle: '',
      slug: slugify(draftTitle),
      reading_time: readingTimeMinutes(body),
      word_count: countWords(plainText(body)),
      latest_version: 1,
      share_key: newId() + newId(),
      created_at: created,
      updated_at: now - DAY,
    })
    .execute();
  await trx.insertInto('post_versions').values({ post_id: draftId, version: 1, title: draftTitle, subtitle: '', body: JSON.stringify(body), created_at: created }).execute();
  await trx.insertInto('tags').values({ slug: 'chemistry', name: 'Chemistry', created_at: created }).onConflict((oc) => oc.column('slug').doNothing()).execute();
  await trx.insertInto('post_tags').values({ post_id: draftId, tag_slug: 'chemistry', position: 0 }).execute();

  // Ada, one of its editors, worked on margaret's story before it was published.
  await trx.updateTable('post_versions').set({ saved_by: user('ada') }).where('post_id', '=', post('The Sentence Is a Unit of Breath')).execute();

  // Grace invited alan to write for The Long Read; he has not answered yet.
  await trx
    .insertInto('collection_invitations')
    .values({ id: newId(), collection_id: longRead, invitee_id: user('alan'), inviter_id: user('grace'), role: 'WRITER', created_at: now - DAY })
    .execute();

  // Field Notes is served from its own (verified) domain as well.
  const fieldNotes = collection('field-notes');
  const token = newId() + newId();
  await trx
    .insertInto('custom_domains')
    .values({
      domain: DEMO_CUSTOM_DOMAIN,
      owner_kind: 'collection',
      owner_id: fieldNotes,
      status: 'VERIFIED',
      verification_token: token,
      created_at: now - 30 * DAY,
      updated_at: now - 30 * DAY,
      verified_at: now - 30 * DAY,
    })
    .execute();
  await trx.updateTable('collections').set({ domain: DEMO_CUSTOM_DOMAIN }).where('id', '=', fieldNotes).execute();
}
