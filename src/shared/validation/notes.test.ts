import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNoteText, editorState, NOTE_LIMITS, noteFragment, noteIdFromFragment } from './notes';

describe('note text', () => {
  it('counts characters, shows the counter from its threshold, and disables Send when empty or over', () => {
    expect(editorState('note', '')).toEqual({ canSend: false, counter: null, over: false });
    expect(editorState('note', 'a'.repeat(254))).toEqual({ canSend: true, counter: null, over: false });
    expect(editorState('note', 'a'.repeat(255))).toEqual({ canSend: true, counter: '255/400', over: false });
    expect(editorState('note', 'a'.repeat(401))).toEqual({ canSend: false, counter: '401/400', over: true });
    expect(editorState('reply', 'a'.repeat(133)).counter).toBe('133/200');
    expect(editorState('reply', 'a'.repeat(132)).counter).toBeNull();
    expect(editorState('reply', '😀'.repeat(200))).toMatchObject({ canSend: true, over: false });
  });

  it('the server and the editor agree on what may be sent', () => {
    fc.assert(
      fc.property(fc.constantFrom('note' as const, 'reply' as const), fc.string({ maxLength: 450, unit: 'grapheme' }), (kind, text) => {
        expect(checkNoteText(kind, text).ok).toBe(editorState(kind, text).canSend);
      }),
      { numRuns: 300 },
    );
  });

  it('stores the trimmed text', () => {
    expect(checkNoteText('note', '  hello \n')).toEqual({ ok: true, text: 'hello' });
    expect(checkNoteText('reply', 'x'.repeat(NOTE_LIMITS.reply.max + 1)).ok).toBe(false);
  });
});

describe('note links', () => {
  it('round-trips the anchor and id, anchors with dashes included', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,12}$/), fc.stringMatching(/^[0-9a-f]{12}$/), (anchor, id) => {
        expect(noteIdFromFragment(`#${noteFragment({ anchor, id })}`)).toEqual({ anchor, id });
      }),
      { numRuns: 200 },
    );
    expect(noteIdFromFragment('#p000')).toBeNull();
    expect(noteIdFromFragment('')).toBeNull();
  });
});

describe('note text schemas', () => {
  it('notes and replies each have their own limit and messages', async () => {
    const { checkNoteText } = await import('./notes');
    expect(checkNoteText('note', '  hi ')).toEqual({ ok: true, text: 'hi' });
    expect(checkNoteText('note', ' ')).toEqual({ ok: false, message: 'Write something in your note first.' });
    expect(checkNoteText('reply', '')).toEqual({ ok: false, message: 'Write something in your reply first.' });
    expect(checkNoteText('note', '😀'.repeat(400)).ok).toBe(true);
    expect(checkNoteText('note', 'x'.repeat(401))).toEqual({ ok: false, message: 'A note can be at most 400 characters.' });
    expect(checkNoteText('reply', 'x'.repeat(201))).toEqual({ ok: false, message: 'A reply can be at most 200 characters.' });
  });
});
