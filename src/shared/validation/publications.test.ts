import { describe, expect, it } from 'vitest';
import {
  checkCustomDomain,
  checkDescription,
  checkNavItems,
  checkPublicationName,
  checkPublicationSlug,
  MAX_NAV_ITEMS,
  PUBLICATION_MESSAGES,
  RESERVED_PUBLICATION_SLUGS,
  suggestPublicationSlug,
} from './publications';

describe('publication addresses', () => {
  it('are 3 to 60 lowercase letters, digits and single hyphens, not starting or ending with one', () => {
    expect(checkPublicationSlug('  The-Long-Read ')).toEqual({ ok: true, slug: 'the-long-read' });
    for (const bad of ['ab', '-abc', 'abc-', 'a--b', 'with space', 'ünï', 'x'.repeat(61), '']) {
      expect(checkPublicationSlug(bad), bad).toEqual({ ok: false, message: PUBLICATION_MESSAGES.slugFormat });
    }
    expect(checkPublicationSlug('x'.repeat(60)).ok).toBe(true);
  });

  it('may not take a word the route table starts an address with', () => {
    for (const word of ['about', 'new-story', 'new-publication', 'search', 'tag', 'topic', 'feed', 'settings', 'media']) {
      expect(RESERVED_PUBLICATION_SLUGS.has(word), word).toBe(true);
      expect(checkPublicationSlug(word), word).toEqual({ ok: false, message: PUBLICATION_MESSAGES.slugReserved });
    }
  });

  it('are suggested from the name', () => {
    expect(suggestPublicationSlug('Café Society: Notes & Queries')).toBe('cafe-society-notes-queries');
  });
});

describe('names and descriptions', () => {
  it('fold whitespace and drop invisible characters; descriptions keep paragraphs', () => {
    expect(checkPublicationName(' A\u200b  Name ')).toEqual({ ok: true, value: 'A Name' });
    expect(checkPublicationName(' \u200b ')).toEqual({ ok: false, message: PUBLICATION_MESSAGES.nameRequired });
    expect(checkDescription('One  line.\n\n\n\nTwo\nlines.')).toEqual({ ok: true, value: 'One line.\n\nTwo lines.' });
  });
});

describe('navigation items', () => {
  it('take a tag by its slug, a feature page by id, a link only over http(s); at most 12', () => {
    expect(checkNavItems([{ title: ' Science ', kind: 'TAG', tagSlug: 'Hard Science' }])).toEqual({
      ok: true,
      items: [{ title: 'Science', kind: 'TAG', tagSlug: 'hard-science', featurePageId: null, url: null }],
    });
    expect(checkNavItems([{ title: 'x', kind: 'URL', url: 'javascript:alert(1)' }])).toEqual({ ok: false, message: PUBLICATION_MESSAGES.navUrlInvalid });
    expect(checkNavItems([{ title: 'x', kind: 'FEATURE_PAGE' }])).toEqual({ ok: false, message: PUBLICATION_MESSAGES.navFeaturePageMissing });
    const many = Array.from({ length: MAX_NAV_ITEMS + 1 }, (_, i) => ({ title: `t${i}`, kind: 'TAG' as const, tagSlug: `t${i}` }));
    expect(checkNavItems(many)).toEqual({ ok: false, message: PUBLICATION_MESSAGES.tooManyNavItems });
  });
});

describe('custom domains', () => {
  it('are stored lowercase without scheme, path or trailing dot; IP addresses and single labels are refused', () => {
    expect(checkCustomDomain(' HTTPS://Stories.Example.COM/ ')).toEqual({ ok: true, domain: 'stories.example.com' });
    expect(checkCustomDomain('stories.example.com.')).toEqual({ ok: true, domain: 'stories.example.com' });
    for (const bad of ['localhost', '192.168.0.1', 'a_b.example.com', 'example.com/path', 'user@example.com', 'example.com:8080', '']) {
      expect(checkCustomDomain(bad), bad).toEqual({ ok: false, message: PUBLICATION_MESSAGES.domainInvalid });
    }
    expect(checkCustomDomain('quire.example', 'Quire.Example')).toEqual({ ok: false, message: PUBLICATION_MESSAGES.domainIsOurs });
  });
});

describe('publication schemas', () => {
  it('navigation: counted first, then each item’s title and target, with the messages editors see', async () => {
    const { checkNavItems, PUBLICATION_MESSAGES: M } = await import('./publications');
    const many = Array.from({ length: 13 }, () => ({ title: '', kind: 'URL' as const }));
    expect(checkNavItems(many)).toEqual({ ok: false, message: `A publication can have at most 12 navigation items.` });
    expect(checkNavItems([{ title: ' ', kind: 'TAG', tagSlug: 'x' }])).toEqual({ ok: false, message: M.navTitleRequired });
    expect(checkNavItems([{ title: 'Tags', kind: 'TAG', tagSlug: '!!' }])).toEqual({ ok: false, message: 'Choose the tag this navigation item shows.' });
    expect(checkNavItems([{ title: 'Page', kind: 'FEATURE_PAGE', featurePageId: '' }])).toEqual({ ok: false, message: M.navFeaturePageMissing });
    expect(checkNavItems([{ title: 'Bad', kind: 'URL', url: 'javascript:alert(1)' }])).toEqual({ ok: false, message: 'Links must be full http or https addresses.' });
    expect(checkNavItems([
      { title: '  Machine   learning ', kind: 'TAG', tagSlug: 'Machine Learning' },
      { title: 'About', kind: 'FEATURE_PAGE', featurePageId: 'p1' },
      { title: 'Shop', kind: 'URL', url: ' https://shop.example.com ' },
    ])).toEqual({
      ok: true,
      items: [
        { title: 'Machine learning', kind: 'TAG', tagSlug: 'machine-learning', featurePageId: null, url: null },
        { title: 'About', kind: 'FEATURE_PAGE', tagSlug: null, featurePageId: 'p1', url: null },
        { title: 'Shop', kind: 'URL', tagSlug: null, featurePageId: null, url: 'https://shop.example.com/' },
      ],
    });
  });

  it('feature pages and custom domains', async () => {
    const { checkFeaturePage, checkCustomDomain, PUBLICATION_MESSAGES: M } = await import('./publications');
    expect(checkFeaturePage({ title: ' Best of 2026 ' })).toEqual({ ok: true, title: 'Best of 2026', description: '', slug: 'best-of-2026' });
    expect(checkFeaturePage({ title: '' })).toEqual({ ok: false, message: 'Give the feature page a title.' });
    expect(checkFeaturePage({ title: 'x', description: 'y'.repeat(301) })).toEqual({ ok: false, message: M.featurePageDescriptionTooLong });
    expect(checkCustomDomain('HTTPS://Stories.Example.com/')).toEqual({ ok: true, domain: 'stories.example.com' });
    for (const bad of ['', 'localhost', '10.0.0.1', 'a/b.com', '-a.com', 'user@a.com']) {
      expect(checkCustomDomain(bad), bad).toEqual({ ok: false, message: 'Enter a domain name such as stories.example.com (no http://, no path).' });
    }
    expect(checkCustomDomain('quire.example', 'Quire.example')).toEqual({ ok: false, message: 'That domain is Quire’s own address.' });
  });
});
