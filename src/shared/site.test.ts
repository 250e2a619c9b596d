import { describe, expect, it } from 'vitest';
import { hrefOnSite, ownHref, pathOnSite, resolveOnSite, scopedHref, type SiteState } from './site';

const OWN: SiteState = { origin: 'https://quire.example', publicOrigin: 'https://quire.example', scope: null };
const PUB: SiteState = { origin: 'https://longread.example.com', publicOrigin: 'https://quire.example', scope: { kind: 'collection', collectionSlug: 'the-long-read' } };
const PERSON: SiteState = { origin: 'https://ada.example.com', publicOrigin: 'https://quire.example', scope: { kind: 'user', username: 'ada' } };

describe('resolveOnSite', () => {
  it('reads the instance’s own addresses in the default table', () => {
    const found = resolveOnSite('/the-long-read/about', OWN);
    expect(found).toMatchObject({ kind: 'page', internalPath: '/the-long-read/about', match: { route: { name: 'ShowCollectionAbout' }, params: { collectionSlug: 'the-long-read' } } });
    expect(resolveOnSite('/a/b/c/d/e/f', OWN)).toEqual({ kind: 'none' });
  });

  it('reads a publication’s domain in its scope: the root is its home, a hex-ended segment a story', () => {
    expect(resolveOnSite('/', PUB)).toMatchObject({ kind: 'page', internalPath: '/the-long-read', match: { route: { name: 'ShowCollectionHome', path: '/{@collectionSlug}' } } });
    expect(resolveOnSite('/archive/2024/03', PUB)).toMatchObject({
      kind: 'page',
      internalPath: '/the-long-read/archive/2024/03',
      match: { params: { collectionSlug: 'the-long-read', year: '2024', month: '03' } },
    });
    expect(resolveOnSite('/a-story-1a2b3c4d5e6f', PUB)).toMatchObject({ kind: 'page', internalPath: '/the-long-read/a-story-1a2b3c4d5e6f' });
    expect(resolveOnSite('/p/1a2b3c4d5e6f', PUB)).toMatchObject({ kind: 'page', internalPath: '/p/1a2b3c4d5e6f' });
  });

  it('sends editors’ pages and the rest of the instance to the instance’s own address', () => {
    expect(resolveOnSite('/settings', PUB)).toEqual({ kind: 'elsewhere', url: 'https://quire.example/the-long-read/settings' });
    expect(resolveOnSite('/new-story', PUB)).toEqual({ kind: 'elsewhere', url: 'https://quire.example/the-long-read/new-story' });
    expect(resolveOnSite('/me/settings', PUB)).toEqual({ kind: 'elsewhere', url: 'https://quire.example/me/settings' });
    expect(resolveOnSite('/@grace', PUB)).toEqual({ kind: 'elsewhere', url: 'https://quire.example/@grace' });
    expect(resolveOnSite('/a/b/c/d/e/f', PUB)).toEqual({ kind: 'none' });
  });

  it('reads a person’s domain in the user scope', () => {
    expect(resolveOnSite('/', PERSON)).toMatchObject({ kind: 'page', internalPath: '/@ada' });
    expect(resolveOnSite('/about', PERSON)).toMatchObject({ kind: 'page', internalPath: '/@ada/about' });
    expect(resolveOnSite('/my-story-1a2b3c4d5e6f', PERSON)).toMatchObject({ kind: 'page', internalPath: '/@ada/my-story-1a2b3c4d5e6f' });
  });
});

describe('links', () => {
  const target = { scope: { kind: 'collection' as const, collectionSlug: 'the-long-read' }, domainOrigin: 'https://longread.example.com' };
  const plain = { scope: { kind: 'collection' as const, collectionSlug: 'field-notes' }, domainOrigin: null };

  it('write a publication’s reader pages on its own domain, as paths when already there', () => {
    expect(scopedHref(OWN, target, 'ShowCollectionAbout')).toBe('https://longread.example.com/about');
    expect(scopedHref(PUB, target, 'ShowCollectionAbout')).toBe('/about');
    expect(scopedHref(PUB, target, 'ShowCollectionTagged', { tagSlug: 'science' })).toBe('/tagged/science');
  });

  it('keep editors’ pages and publications without a domain on the instance’s own address', () => {
    expect(scopedHref(PUB, target, 'ShowCollectionSettings')).toBe('https://quire.example/the-long-read/settings');
    expect(scopedHref(OWN, target, 'ShowCollectionSettings')).toBe('/the-long-read/settings');
    expect(scopedHref(OWN, plain, 'ShowCollectionAbout')).toBe('/field-notes/about');
    expect(scopedHref(PUB, plain, 'ShowCollectionAbout')).toBe('https://quire.example/field-notes/about');
    expect(ownHref(PUB, '/me/publications')).toBe('https://quire.example/me/publications');
    expect(ownHref(OWN, '/me/publications')).toBe('/me/publications');
  });

  it('follow an absolute address as a path only on the same site', () => {
    expect(pathOnSite(OWN, 'https://quire.example/p/1a2b3c4d5e6f?sk=1')).toBe('/p/1a2b3c4d5e6f?sk=1');
    expect(pathOnSite(OWN, 'https://longread.example.com/story-1a2b3c4d5e6f')).toBeNull();
    expect(pathOnSite(PUB, 'https://longread.example.com/story-1a2b3c4d5e6f')).toBe('/story-1a2b3c4d5e6f');
    expect(pathOnSite(undefined, 'http://localhost:3000/the-long-read')).toBe('/the-long-read');
  });

  it('links a story by its canonical address: a path on its own site, the whole address anywhere else', () => {
    const onDomain = 'https://longread.example.com/clouds-for-beginners-1a2b3c4d5e6f';
    expect(hrefOnSite(OWN, onDomain)).toBe(onDomain);
    expect(hrefOnSite(PERSON, onDomain)).toBe(onDomain);
    expect(hrefOnSite(PUB, onDomain)).toBe('/clouds-for-beginners-1a2b3c4d5e6f');
    const onOwn = 'https://quire.example/@ada/notes-1a2b3c4d5e6f';
    expect(hrefOnSite(OWN, onOwn)).toBe('/@ada/notes-1a2b3c4d5e6f');
    expect(hrefOnSite(PUB, onOwn)).toBe(onOwn);
  });
});
