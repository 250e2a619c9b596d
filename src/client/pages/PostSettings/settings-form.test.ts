import { describe, expect, it } from 'vitest';
import { addTag, focusFromPoint, formFromStory, previewChoices, settingsInput, tagsFull } from './settings-form';

const story = {
  visibility: 'PUBLIC' as const,
  license: 'CC_40_BY',
  canonicalUrl: null,
  tags: [{ displayTitle: 'Poetry' }],
  previewImage: { id: 'img1', focusPercentX: 20, focusPercentY: null },
};

describe('the settings form', () => {
  it('starts from the story, centring a focus point that was never set', () => {
    expect(formFromStory(story)).toEqual({
      tags: ['Poetry'],
      visibility: 'PUBLIC',
      license: 'CC_40_BY',
      canonicalUrl: '',
      previewImageId: 'img1',
      focusPercentX: 20,
      focusPercentY: 50,
    });
  });

  it('adds tags, ignores blanks and repeats, and stops at 5 with the spec’s message', () => {
    expect(addTag(['Poetry'], '  Science ')).toEqual({ tags: ['Poetry', 'Science'], error: null });
    expect(addTag(['Poetry'], 'poetry')).toEqual({ tags: ['Poetry'], error: null });
    expect(addTag(['Poetry'], '   ')).toEqual({ tags: ['Poetry'], error: null });
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(tagsFull(five)).toBe(true);
    expect(addTag(five, 'f')).toEqual({ tags: five, error: 'You can add up to 5 tags.' });
    expect(addTag([], '!!!').error).toBe('A tag needs at least one letter or digit.');
  });

  it('builds the mutation input, clearing the preview when none is chosen', () => {
    const form = { ...formFromStory(story), canonicalUrl: ' https://example.com/a ' };
    expect(settingsInput(form)).toEqual({
      input: {
        tags: ['Poetry'],
        visibility: 'PUBLIC',
        license: 'CC_40_BY',
        canonicalUrl: 'https://example.com/a',
        previewImageId: 'img1',
        focusPercentX: 20,
        focusPercentY: 50,
      },
    });
    expect(settingsInput({ ...form, previewImageId: null }).input).toMatchObject({ previewImageId: '' });
    expect(settingsInput({ ...form, previewImageId: null }).input).not.toHaveProperty('focusPercentX');
  });

  it('reports what the server would refuse', () => {
    const form = formFromStory(story);
    // A published story may have no tags.
    expect(settingsInput({ ...form, tags: [] }).input).toMatchObject({ tags: [] });
    expect(settingsInput({ ...form, canonicalUrl: 'ftp://x' })).toEqual({
      error: 'The canonical link must be a full http or https address.',
    });
  });

  it('offers the draft’s images and the current preview', () => {
    const body = JSON.stringify({
      paragraphs: [{ name: 'a', type: 'IMG', text: '', markups: [], metadata: { id: 'img2', originalWidth: 1, originalHeight: 1 } }],
      sections: [],
    });
    expect(previewChoices(body, 'img1')).toEqual(['img1', 'img2']);
    expect(previewChoices(body, 'img2')).toEqual(['img2']);
    expect(previewChoices('not json', null)).toEqual([]);
  });

  it('turns a click into a focus point', () => {
    const rect = { left: 100, top: 50, width: 200, height: 100 };
    expect(focusFromPoint(rect, 150, 75)).toEqual({ focusPercentX: 25, focusPercentY: 25 });
    expect(focusFromPoint(rect, 400, 0)).toEqual({ focusPercentX: 100, focusPercentY: 0 });
  });
});
