import { describe, expect, it } from 'vitest';
import { STORY_MESSAGES } from '../../../shared/validation/stories';
import { addTags, removeTag, tagHint } from './tag-input';

describe('topic input rules', () => {
  it('adds a tidied topic and keeps its capitals', () => {
    expect(addTags([], '  Machine   Learning ')).toEqual({ tags: ['Machine Learning'], rest: '', error: null });
  });

  it('splits on commas and ignores empty parts', () => {
    expect(addTags(['Art'], 'Science, , History,').tags).toEqual(['Art', 'Science', 'History']);
  });

  it('skips a topic already there, whatever its case or punctuation', () => {
    expect(addTags(['Machine Learning'], 'machine-learning')).toEqual({ tags: ['Machine Learning'], rest: '', error: null });
  });

  it('stops at 5 with a clear message and keeps what did not fit in the field', () => {
    const result = addTags(['A1', 'B2', 'C3', 'D4'], 'E5, F6, G7');
    expect(result.tags).toEqual(['A1', 'B2', 'C3', 'D4', 'E5']);
    expect(result.rest).toBe('F6, G7');
    expect(result.error).toBe(STORY_MESSAGES.tooManyTags);
    expect(result.error).toBe('You can add up to 5 tags.');
    expect(tagHint(result.tags)).toBe(STORY_MESSAGES.tooManyTags);
    expect(tagHint(['A1'])).not.toBe(STORY_MESSAGES.tooManyTags);
  });

  it('refuses a topic that is too long or has no letters, keeping the text', () => {
    expect(addTags([], 'x'.repeat(41))).toMatchObject({ tags: [], rest: 'x'.repeat(41), error: STORY_MESSAGES.tagTooLong });
    expect(addTags([], 'x'.repeat(40)).tags).toHaveLength(1);
    expect(addTags([], '!!!')).toMatchObject({ tags: [], rest: '!!!', error: STORY_MESSAGES.tagNeedsLetters });
  });

  it('removes by position', () => {
    expect(removeTag(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});
