import { describe, expect, it } from 'vitest';
import { buildPageStyles, combineStyleSheets, pageStyleParts, styleHrefExpression, type Manifest } from './page-styles.mjs';

/** A build shaped like Quire's: the application imports shared components; two pages share one. */
const manifest: Manifest = {
  'src/client/entry-client.tsx': { file: 'assets/entry-client.js', css: ['assets/entry-client-A.css'], imports: ['_Avatar.js', '_toasts.js'], isDynamicEntry: true },
  '_Avatar.js': { file: 'assets/Avatar.js', css: ['assets/Avatar-B.css'] },
  '_toasts.js': { file: 'assets/toasts.js', css: ['assets/toasts-C.css'], imports: ['_Avatar.js'] },
  '_PostCard.js': { file: 'assets/PostCard.js', css: ['assets/PostCard-D.css'], imports: ['_Avatar.js'] },
  '_FollowButton.js': { file: 'assets/FollowButton.js', css: ['assets/FollowButton-E.css'] },
  'src/client/pages/Home/HomePage.tsx': { file: 'assets/HomePage.js', css: ['assets/HomePage-F.css'], imports: ['_PostCard.js', '_FollowButton.js'], isDynamicEntry: true },
  'src/client/pages/Tag/TagPage.tsx': { file: 'assets/TagPage.js', css: ['assets/relations-G.css'], imports: ['_toasts.js'], isDynamicEntry: true },
  'src/client/pages/Empty/EmptyPage.tsx': { file: 'assets/EmptyPage.js', imports: ['_Avatar.js'], isDynamicEntry: true },
  'src/client/components/Dialog.tsx': { file: 'assets/Dialog.js', css: ['assets/Dialog-H.css'], isDynamicEntry: true },
};

describe('the stylesheets a page links', () => {
  it("lists the application's own stylesheet first, then its imports' depth first, and each page's files not already in it", () => {
    expect(pageStyleParts(manifest)).toEqual({
      application: ['assets/entry-client-A.css', 'assets/Avatar-B.css', 'assets/toasts-C.css'],
      pages: {
        'src/client/pages/Home/HomePage.tsx': ['assets/PostCard-D.css', 'assets/FollowButton-E.css', 'assets/HomePage-F.css'],
        'src/client/pages/Tag/TagPage.tsx': ['assets/relations-G.css'],
        'src/client/pages/Empty/EmptyPage.tsx': [],
      },
    });
  });

  it('joins several files into one named by its content, and links a lone file as it is', () => {
    const written = new Map<string, string>();
    const result = buildPageStyles(manifest, (file) => `.${file.replace(/\W/g, '_')}{}`, (file, css) => written.set(file, css));
    expect(result.application).toEqual([{ file: expect.stringMatching(/^assets\/shell-[\w-]{8}\.css$/), includes: ['entry-client-A.css', 'Avatar-B.css', 'toasts-C.css'] }]);
    expect(written.get(result.application[0]!.file)).toBe('.assets_entry_client_A_css{}\n.assets_Avatar_B_css{}\n.assets_toasts_C_css{}');
    expect(result.pages['src/client/pages/Home/HomePage.tsx']).toEqual([
      { file: expect.stringMatching(/^assets\/page-HomePage-[\w-]{8}\.css$/), includes: ['PostCard-D.css', 'FollowButton-E.css', 'HomePage-F.css'] },
    ]);
    expect(result.pages['src/client/pages/Tag/TagPage.tsx']).toEqual([{ file: 'assets/relations-G.css', includes: [] }]);
    expect(result.pages['src/client/pages/Empty/EmptyPage.tsx']).toEqual([]);
    expect(written.size).toBe(2);
  });

  it('names a joined file by its content: a changed rule changes the name', () => {
    const names = (rule: string) => buildPageStyles(manifest, (file) => (file.includes('Avatar') ? rule : '.x{}'), () => {}).application[0]!.file;
    expect(names('.a{color:red}')).toBe(names('.a{color:red}'));
    expect(names('.a{color:red}')).not.toBe(names('.a{color:blue}'));
  });
});

describe('joining stylesheets', () => {
  it('keeps every rule in order and drops a leading @charset', () => {
    expect(combineStyleSheets([{ file: 'a.css', css: '@charset "UTF-8";.a{content:"é"}' }, { file: 'b.css', css: '.b{}\n' }])).toBe('.a{content:"é"}\n.b{}');
  });

  it('refuses a file with an @import, which only counts at the top of a sheet', () => {
    expect(() => combineStyleSheets([{ file: 'a.css', css: '.a{}' }, { file: 'b.css', css: '@import "c.css";.b{}' }])).toThrow(/b\.css has an @import/);
    expect(combineStyleSheets([{ file: 'a.css', css: '/* no @import here */.a{}' }])).toBe('/* no @import here */.a{}');
  });
});

describe("a chunk stylesheet's address in the application", () => {
  it('is the linked sheet holding the file when there is one, else the file itself', () => {
    const expression = styleHrefExpression('assets/Avatar-B.css');
    const evaluate = (links: Record<string, string>) =>
      new Function('document', `return ${expression};`)({ querySelector: (selector: string) => (links[selector] ? { href: links[selector] } : null) }) as string;
    expect(evaluate({ '[data-includes~="Avatar-B.css"]': 'http://x/assets/shell-1.css' })).toBe('http://x/assets/shell-1.css');
    expect(evaluate({})).toBe('/assets/Avatar-B.css');
  });

  it('refuses a name that could break out of the selector', () => {
    expect(() => styleHrefExpression('assets/a"b.css')).toThrow();
  });
});
