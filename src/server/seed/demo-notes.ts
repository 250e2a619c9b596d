import type { PostBody } from '../../shared/content';
import { newId } from '../db/ids';
import { dismissNoteRow, insertNote, insertReply, insertReport } from '../modules/notes';
import type { DemoRefs } from './demo-refs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoNote {
  story: string;
  writer: string;
  /** Which text paragraph of the story (0 is the first after the title), and the words to select in it. */
  paragraph: number;
  passage: string;
  content: string;
  ago: number;
  replies?: { by: 'writer' | 'author'; content: string; ago: number }[];
  dismissed?: boolean;
  reportedByAuthor?: boolean;
}

// Sign in as ada (author of the first story) or grace (the second) to read the notes on their stories;
// ada also wrote a note on grace's story, and grace replied.
const NOTES: DemoNote[] = [
  {
    story: 'How to Keep a Commonplace Book',
    writer: 'grace',
    paragraph: 1,
    passage: '',
    content: 'I started one after reading this. Do you index it by topic, or just by date?',
    ago: 3 * HOUR,
    replies: [
      { by: 'author', content: 'By topic, loosely. A page at the back lists the themes that keep coming back.', ago: 2 * HOUR },
      { by: 'writer', content: 'That is exactly the nudge I needed. Thank you!', ago: 40 * 60_000 },
    ],
  },
  {
    story: 'How to Keep a Commonplace Book',
    writer: 'alan',
    paragraph: 2,
    passage: '',
    content: '@ada small typo-level thing: I think you meant “copied”, not “coped” here. Lovely piece otherwise.',
    ago: 2 * DAY,
  },
  {
    story: 'How to Keep a Commonplace Book',
    writer: 'tim',
    paragraph: 0,
    passage: '',
    content: 'Check out my newsletter for more productivity hacks!!!',
    ago: 5 * DAY,
    dismissed: true,
  },
  {
    story: 'How to Keep a Commonplace Book',
    writer: 'edsger',
    paragraph: 3,
    passage: '',
    content: 'Nobody needs a notebook for this. This whole post is a waste of everyone’s time.',
    ago: 4 * DAY,
    reportedByAuthor: true,
  },
  {
    story: 'Debugging Is a Conversation',
    writer: 'ada',
    paragraph: 1,
    passage: '',
    content: 'This is the best description of rubber-duck debugging I have read. Mind if I quote it in a talk?',
    ago: 6 * HOUR,
    replies: [{ by: 'author', content: 'Please do! Send me the slides afterwards.', ago: 5 * HOUR }],
  },
];

/** The text paragraphs of a story's published version (titles and images left out), in order. */
async function textParagraphs(demo: DemoRefs, postId: string): Promise<{ version: number; paragraphs: { name: string; text: string }[] }> {
  const post = await demo.trx.selectFrom('posts').select(['latest_published_version', 'creator_id']).where('id', '=', postId).executeTakeFirstOrThrow();
  const version = Number(post.latest_published_version ?? 1);
  const row = await demo.trx.selectFrom('post_versions').select('body').where('post_id', '=', postId).where('version', '=', version).executeTakeFirstOrThrow();
  const body = JSON.parse(row.body) as PostBody;
  return { version, paragraphs: body.paragraphs.filter((p) => p.type === 'P' && p.text.length > 40) };
}

/** Selects a phrase in the paragraph: the passage when given, else its first sentence's opening words. */
function selection(text: string, passage: string): { start: number; end: number } {
  const at = passage ? text.indexOf(passage) : -1;
  if (at >= 0) return { start: at, end: at + passage.length };
  const sentenceEnd = text.search(/[.!?](\s|$)/);
  const end = Math.min(sentenceEnd > 0 ? sentenceEnd + 1 : text.length, 90);
  const wordEnd = text.lastIndexOf(' ', end) > 20 && end === 90 ? text.lastIndexOf(' ', end) : end;
  return { start: 0, end: wordEnd };
}

/** Private notes from readers on ada's and grace's stories, with replies; one dismissed, one reported. */
export async function seedDemoNotes(demo: DemoRefs): Promise<void> {
  const { trx, now, user } = demo;
  for (const spec of NOTES) {
    const postId = demo.post(spec.story);
    const { version, paragraphs } = await textParagraphs(demo, postId);
    const paragraph = paragraphs[Math.min(spec.paragraph, paragraphs.length - 1)];
    if (!paragraph) continue;
    const author = (await trx.selectFrom('posts').select('creator_id').where('id', '=', postId).executeTakeFirstOrThrow()).creator_id;
    const { start, end } = selection(paragraph.text, spec.passage);
    const noteId = newId();
    await insertNote(trx, {
      id: noteId,
      postId,
      postVersion: version,
      anchor: paragraph.name,
      authorId: user(spec.writer),
      content: spec.content,
      selectionStart: start,
      selectionEnd: end,
      dismissedAt: null,
      createdAt: now - spec.ago,
    });
    for (const reply of spec.replies ?? []) {
      await insertReply(trx, {
        id: newId(),
        noteId,
        postId,
        authorId: reply.by === 'author' ? author : user(spec.writer),
        content: reply.content,
        createdAt: now - reply.ago,
      });
    }
    if (spec.dismissed) await dismissNoteRow(trx, noteId, now - spec.ago + HOUR);
    if (spec.reportedByAuthor) await insertReport(trx, { targetId: noteId, kind: 'note', reporterId: author, now: now - spec.ago + HOUR });
  }
}
