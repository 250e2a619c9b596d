import { describe, expect, it } from 'vitest';
import { imageIds, MARKUP_ORDER, PARAGRAPH_LAYOUTS, PARAGRAPH_TYPES, validatePostBody } from '../../shared/content';
import { demoImages, demoStories } from './demo-content';

const AUTHORS = ['ada', 'grace', 'linus', 'margaret', 'alan', 'katherine', 'edsger', 'barbara', 'tim', 'radia'];

const published = demoStories.filter((s) => s.published);
const paragraphs = published.flatMap((s) => s.body.paragraphs);

describe('demo content', () => {
  it('has 25 published stories and 4 drafts', () => {
    expect(published).toHaveLength(25);
    expect(demoStories.filter((s) => !s.published)).toHaveLength(4);
  });

  it('uses unique story keys and known authors', () => {
    expect(new Set(demoStories.map((s) => s.key)).size).toBe(demoStories.length);
    for (const s of demoStories) expect(AUTHORS).toContain(s.authorKey);
  });

  it('mixes visibilities and fills both collections', () => {
    const count = (pred: (s: (typeof published)[number]) => boolean) => published.filter(pred).length;
    expect(count((s) => s.visibility === 'LOCKED')).toBe(5);
    expect(count((s) => s.visibility === 'UNLISTED')).toBe(2);
    expect(count((s) => s.collectionKey === 'the-long-read')).toBeGreaterThanOrEqual(3);
    expect(count((s) => s.collectionKey === 'field-notes')).toBeGreaterThanOrEqual(3);
  });

  it('covers every paragraph type', () => {
    const seen = new Set(paragraphs.map((p) => p.type));
    expect(PARAGRAPH_TYPES.filter((t) => !seen.has(t))).toEqual([]);
  });

  it('covers every layout', () => {
    const seen = new Set(paragraphs.map((p) => p.layout));
    expect(PARAGRAPH_LAYOUTS.filter((l) => !seen.has(l))).toEqual([]);
  });

  it('covers every markup type, user mentions and checked links', () => {
    const markups = paragraphs.flatMap((p) => p.markups);
    const seen = new Set(markups.map((m) => m.type));
    expect(MARKUP_ORDER.filter((t) => !seen.has(t))).toEqual([]);
    const mentions = markups.filter((m) => m.anchorType === 'USER');
    expect(mentions.length).toBeGreaterThan(0);
    for (const m of mentions) expect(AUTHORS).toContain(m.userId);
    expect(markups.some((m) => m.type === 'A' && m.linkMetadata?.httpStatus === 200)).toBe(true);
  });

  it('includes sections with background images, an embed through a frame page, a link card and drop caps', () => {
    expect(published.some((s) => s.body.sections.some((sec) => sec.backgroundImage))).toBe(true);
    const embeds = paragraphs.filter((p) => p.type === 'IFRAME');
    expect(embeds.length).toBeGreaterThan(0);
    for (const embed of embeds) expect(embed.iframe?.mediaResource.iframeSrc).toMatch(/^\/media\/frame\/[0-9a-f]{12}$/);
    expect(paragraphs.some((p) => p.type === 'MIXTAPE_EMBED' && p.mixtapeMetadata?.href)).toBe(true);
    expect(paragraphs.filter((p) => p.hasDropCap).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every story a valid body that starts with its title and subtitle', () => {
    for (const s of demoStories) {
      const result = validatePostBody(s.body);
      expect(result.ok ? [] : result.errors, s.key).toEqual([]);
      const titled = s.body.paragraphs.filter((p) => p.type === 'TITLE' || p.type === 'SUBTITLE').map((p) => p.text);
      expect(titled, s.key).toEqual([s.title, s.subtitle]);
    }
  });

  it('has several paragraphs of prose in every published story', () => {
    for (const s of published) {
      expect(s.body.paragraphs.filter((p) => p.type === 'P').length, s.key).toBeGreaterThanOrEqual(3);
    }
  });

  it('refers only to demo images', () => {
    const keys = new Set(demoImages.map((i) => i.key));
    expect(demoImages.length).toBeGreaterThanOrEqual(18);
    expect(keys.size).toBe(demoImages.length);
    for (const s of demoStories) {
      for (const id of imageIds(s.body)) expect(keys, `${s.key}: ${id}`).toContain(id);
      if (s.previewImageKey) expect(keys).toContain(s.previewImageKey);
    }
  });
});
