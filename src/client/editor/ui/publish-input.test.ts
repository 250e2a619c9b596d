import { describe, expect, it } from 'vitest';
import { STORY_MESSAGES } from '../../../shared/validation/stories';
import { buildPublishInput, clampPercent, initialPublishForm, publishErrorField, targetExplanation, type PublishForm } from './publish-input';

const form: PublishForm = {
  tags: ['Art', 'History'],
  visibility: 'UNLISTED',
  license: 'CC_40_BY',
  canonicalUrl: '',
  collectionId: null,
  previewImage: { id: 'img1', focusPercentX: 12.345, focusPercentY: 140 },
  sendNewsletter: false,
};

describe('publish input', () => {
  it('carries every field, the version being published and a clamped focus point', () => {
    expect(buildPublishInput(form, 7)).toEqual({
      ok: true,
      input: {
        tags: ['Art', 'History'],
        visibility: 'UNLISTED',
        license: 'CC_40_BY',
        canonicalUrl: null,
        collectionId: null,
        previewImageId: 'img1',
        focusPercentX: 12.3,
        focusPercentY: 100,
        baseVersion: 7,
        sendNewsletter: false,
      },
    });
  });

  it('sends no preview fields without a preview image', () => {
    const result = buildPublishInput({ ...form, previewImage: null, collectionId: 'c1' }, 2);
    expect(result).toMatchObject({ ok: true, input: { previewImageId: null, focusPercentX: null, focusPercentY: null, collectionId: 'c1' } });
  });

  it('accepts a web address as the original link and refuses anything else', () => {
    expect(buildPublishInput({ ...form, canonicalUrl: ' example.com/first ' }, 1)).toMatchObject({ ok: true, input: { canonicalUrl: 'https://example.com/first' } });
    expect(buildPublishInput({ ...form, canonicalUrl: 'http://blog.example.com/a' }, 1)).toMatchObject({ ok: true, input: { canonicalUrl: 'http://blog.example.com/a' } });
    expect(buildPublishInput({ ...form, canonicalUrl: 'javascript:alert(1)' }, 1)).toMatchObject({ ok: false, field: 'canonicalUrl' });
    expect(buildPublishInput({ ...form, canonicalUrl: 'mailto:a@b.c' }, 1)).toMatchObject({ ok: false, field: 'canonicalUrl' });
  });

  it('takes up to 5 tags, or none', () => {
    expect(buildPublishInput({ ...form, tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 1)).toEqual({ ok: false, field: 'tags', error: STORY_MESSAGES.tooManyTags });
    expect(buildPublishInput({ ...form, tags: [] }, 1)).toMatchObject({ ok: true, input: { tags: [] } });
  });

  it('clamps odd focus values to the middle or the edges', () => {
    expect([NaN, -3, 49.96, 101].map(clampPercent)).toEqual([50, 0, 50, 100]);
  });

  it('starts from the story’s settings, or the first image and all rights reserved', () => {
    const images = [
      { id: 'a', originalWidth: 10, originalHeight: 10 },
      { id: 'b', originalWidth: 10, originalHeight: 10 },
    ];
    const fresh = initialPublishForm({ tags: [], visibility: 'PUBLIC', license: '', canonicalUrl: null, collectionId: null, previewImage: null }, images);
    expect(fresh).toMatchObject({ license: 'ALL_RIGHTS_RESERVED', previewImage: { id: 'a', focusPercentX: 50, focusPercentY: 50 }, canonicalUrl: '', sendNewsletter: true });
    const kept = initialPublishForm(
      { tags: ['x'], visibility: 'LOCKED', license: 'PUBLIC_DOMAIN', canonicalUrl: 'https://e.com', collectionId: 'c', previewImage: { id: 'b', focusPercentX: 20, focusPercentY: null } },
      images,
    );
    expect(kept).toMatchObject({ visibility: 'LOCKED', license: 'PUBLIC_DOMAIN', previewImage: { id: 'b', focusPercentX: 20, focusPercentY: 50 } });
    const gone = initialPublishForm({ ...kept, license: 'PUBLIC_DOMAIN', canonicalUrl: null, previewImage: { id: 'deleted', focusPercentX: 1, focusPercentY: 1 } }, []);
    expect(gone.previewImage).toBeNull();
  });

  it('explains what the target does', () => {
    expect(targetExplanation(null)).toMatch(/profile/);
    expect(targetExplanation({ id: 'c', name: 'The Long Read', isEditor: true })).toMatch(/published in it/);
    expect(targetExplanation({ id: 'c', name: 'Field Notes', isEditor: false })).toMatch(/submitted/);
  });
});

describe('publish refusals', () => {
  it('are shown beside the field they are about', () => {
    expect(publishErrorField(STORY_MESSAGES.tooManyTags)).toBe('tags');
    expect(publishErrorField(STORY_MESSAGES.tagTooLong)).toBe('tags');
    expect(publishErrorField(STORY_MESSAGES.badCanonicalUrl)).toBe('canonicalUrl');
    expect(publishErrorField(STORY_MESSAGES.emptyStory)).toBeNull();
  });
});
