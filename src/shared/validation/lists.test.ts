import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogSlugId,
  formatReadingListMessage,
  idFromCatalogSlugId,
  listNameError,
  LIST_MESSAGES,
  LIST_NAME_MAX,
  parseReadingListMessage,
  readingListAction,
  readingListToastText,
  storyCountLabel,
  undoMutation,
  visibilityRank,
} from './lists';

describe('the reading-list message (spec 2 §3, §5)', () => {
  it('needs a colon, at most three parts and a known action; otherwise nothing is shown', () => {
    expect(parseReadingListMessage('abc123:bookmark:q')).toEqual({ postId: 'abc123', action: 'bookmark', searchQuery: 'q' });
    expect(parseReadingListMessage('abc123:archive')).toEqual({ postId: 'abc123', action: 'archive', searchQuery: '' });
    expect(parseReadingListMessage('abc123:unread:')).toMatchObject({ action: 'unread' });
    expect(parseReadingListMessage('abc123')).toBeNull();
    expect(parseReadingListMessage('a:bookmark:b:c')).toBeNull();
    expect(parseReadingListMessage('a:delete:b')).toBeNull();
    expect(parseReadingListMessage(':bookmark:b')).toBeNull();
  });

  it('round-trips any search query, whatever characters it holds', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{12}$/), fc.constantFrom('bookmark', 'archive', 'unread' as const), fc.string(), (postId, action, searchQuery) => {
        expect(parseReadingListMessage(formatReadingListMessage({ postId, action, searchQuery }))).toEqual({ postId, action, searchQuery });
      }),
      { numRuns: 200 },
    );
  });

  it('names what happened, and undo repeats the toggle that did it', () => {
    expect(readingListAction('bookmark', 'QUEUE')).toBe('bookmark');
    expect(readingListAction('archive', 'ARCHIVE')).toBe('archive');
    expect(readingListAction('archive', 'QUEUE')).toBe('unread');
    expect(undoMutation('bookmark')).toBe('bookmarkPost');
    expect(undoMutation('archive')).toBe('archivePost');
    expect(undoMutation('unread')).toBe('archivePost');
    expect(readingListToastText('bookmark', 'QUEUE')).toBe('Saved to your reading list.');
    expect(readingListToastText('bookmark', 'NONE')).toBe('Removed from your reading list.');
  });
});

describe('list rules', () => {
  it('checks names and counts visibility as the spec does', () => {
    expect(listNameError(' ')).toBe(LIST_MESSAGES.nameRequired);
    expect(listNameError('é'.repeat(LIST_NAME_MAX))).toBeNull();
    expect(listNameError('x'.repeat(LIST_NAME_MAX + 1))).toBe(LIST_MESSAGES.nameTooLong);
    expect([visibilityRank('LOCKED'), visibilityRank('PRIVATE'), visibilityRank('PUBLIC')]).toEqual([1, 1, 0]);
  });

  it('builds and reads slugged ids', () => {
    expect(catalogSlugId({ id: 'abcdef012345', name: 'Slow Science!', predefined: null })).toBe('slow-science-abcdef012345');
    expect(catalogSlugId({ id: 'abcdef012345', name: '日本', predefined: null })).toBe('abcdef012345');
    expect(catalogSlugId({ id: 'abcdef012345', name: 'Reading list', predefined: 'READING_LIST' })).toBe('reading-list');
    expect(idFromCatalogSlugId('slow-science-abcdef012345')).toBe('abcdef012345');
    expect(storyCountLabel(0)).toBe('No stories');
    expect(storyCountLabel(1)).toBe('1 story');
    expect(storyCountLabel(1200)).toBe('1,200 stories');
  });
});

describe('list schemas', () => {
  it('names, descriptions and visibility, with the messages readers see', async () => {
    const { listNameError, listDescriptionError, isListVisibility, listVisibilitySchema } = await import('./lists');
    const { verdict } = await import('./schema');
    expect(listNameError('  ')).toBe('Give your list a name.');
    expect(listNameError('😀'.repeat(60))).toBeNull();
    expect(listNameError('x'.repeat(61))).toBe('List names can be at most 60 characters.');
    expect(listDescriptionError('x'.repeat(281))).toBe('Descriptions can be at most 280 characters.');
    expect(isListVisibility('PUBLIC') && isListVisibility('PRIVATE') && !isListVisibility('LOCKED')).toBe(true);
    expect(verdict(listVisibilitySchema, 'LOCKED')).toEqual({ ok: false, message: 'A list is either public or private.' });
  });
});
