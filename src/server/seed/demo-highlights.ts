import type { PostBody } from '../../shared/content';
import { newId } from '../db/ids';
import { insertQuote } from '../modules/quotes';
import type { DemoRefs } from './demo-refs';

const DAY = 86_400_000;

interface DemoHighlight {
  story: string;
  /** Words of one paragraph, as the reader selected them. */
  passage: string;
  readers: string[];
}

/**
 * Ada's highlights, top highlights on two stories (several readers on overlapping passages, so they merge), and
 * one of Ada's highlights whose words the author later rewrote: the story shows it no more.
 */
const HIGHLIGHTS: DemoHighlight[] = [
  { story: 'Tides, Explained Slowly', passage: 'why there are two high tides a day and not one', readers: ['ada'] },
  { story: 'Tides, Explained Slowly', passage: 'you are standing in the gap between two bulges of an ocean', readers: ['grace', 'margaret', 'katherine'] },
  { story: 'Tides, Explained Slowly', passage: 'an ocean that is always, very slowly, falling towards the Moon', readers: ['edsger', 'tim', 'linus'] },
  { story: 'Tides, Explained Slowly', passage: 'Gravity weakens with distance.', readers: ['barbara', 'radia'] },
  { story: 'The Sentence Is a Unit of Breath', passage: 'The fix was almost never a better word. It was a better place to stop.', readers: ['ada', 'grace', 'alan', 'tim', 'katherine'] },
  { story: 'The Sentence Is a Unit of Breath', passage: 'expand when the idea needs room, contract when it needs weight', readers: ['edsger', 'barbara'] },
  { story: 'The Quiet Virtue of Plain Text', passage: 'your most durable thoughts deserve your most durable format', readers: ['ada', 'grace', 'margaret'] },
  { story: 'Debugging Is a Conversation', passage: 'The computer is always telling you something', readers: ['ada'] },
];

/** The words Ada highlighted in an earlier version of a paragraph, since rewritten. */
const REWRITTEN = { story: 'Tides, Explained Slowly', paragraphContaining: 'Gravity weakens with distance.', words: 'the oceans lean towards the Moon' };

async function publishedBody(demo: DemoRefs, postId: string): Promise<{ version: number; body: PostBody }> {
  const post = await demo.trx.selectFrom('posts').select(['latest_published_version']).where('id', '=', postId).executeTakeFirstOrThrow();
  const version = Number(post.latest_published_version);
  const row = await demo.trx.selectFrom('post_versions').select('body').where('post_id', '=', postId).where('version', '=', version).executeTakeFirstOrThrow();
  return { version, body: JSON.parse(row.body) as PostBody };
}

export async function seedDemoHighlights(demo: DemoRefs): Promise<void> {
  let minutes = 0;
  for (const item of HIGHLIGHTS) {
    const postId = demo.post(item.story);
    const { version, body } = await publishedBody(demo, postId);
    const paragraph = body.paragraphs.find((p) => p.text.includes(item.passage));
    if (!paragraph) throw new Error(`Demo highlight "${item.passage}" is not in "${item.story}"`);
    const start = paragraph.text.indexOf(item.passage);
    for (const [index, reader] of item.readers.entries()) {
      // Readers' selections differ by a word or so; overlapping, they merge into one top highlight.
      const trim = index % 2 === 1 ? Math.min(item.passage.indexOf(' ') + 1, 8) : 0;
      await insertQuote(demo.trx, {
        id: newId(),
        postId,
        userId: demo.user(reader),
        version,
        quoteType: 'HIGHLIGHT',
        paragraphNames: [paragraph.name],
        startOffset: start + trim,
        endOffset: start + item.passage.length,
        text: item.passage.slice(trim),
        paragraphTexts: [paragraph.text],
        createdAt: demo.now - 2 * DAY + (minutes += 7) * 60_000,
      });
    }
  }

  const postId = demo.post(REWRITTEN.story);
  const { version, body } = await publishedBody(demo, postId);
  const paragraph = body.paragraphs.find((p) => p.text.includes(REWRITTEN.paragraphContaining));
  if (!paragraph) throw new Error(`Demo paragraph "${REWRITTEN.paragraphContaining}" is not in "${REWRITTEN.story}"`);
  const earlier = `${paragraph.text.slice(0, 40)} Put simply, ${REWRITTEN.words}.`;
  const start = earlier.indexOf(REWRITTEN.words);
  await insertQuote(demo.trx, {
    id: newId(),
    postId,
    userId: demo.user('ada'),
    version: Math.max(1, version - 1),
    quoteType: 'HIGHLIGHT',
    paragraphNames: [paragraph.name],
    startOffset: start,
    endOffset: start + REWRITTEN.words.length,
    text: REWRITTEN.words,
    paragraphTexts: [earlier],
    createdAt: demo.now - 20 * DAY,
  });
}
