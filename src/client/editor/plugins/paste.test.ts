// @vitest-environment happy-dom
import { DOMParser } from 'prosemirror-model';
import type { EditorState } from 'prosemirror-state';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorSchema } from '../schema';
import { parsePlainText, transformPastedSlice } from './paste';
import { openBrowserSanitizer, type BrowserSanitizer } from './testing/browser-sanitizer';
import { bodyOf, cursorAt, cursorInName, editorState, para, posOfType } from './testing/editor-helpers';

/** DOMPurify cleans in a real browser only (not in happy-dom): sanitizePastedHTML runs in Chromium here. */
let browser: BrowserSanitizer;
beforeAll(async () => {
  browser = await openBrowserSanitizer();
}, 60_000);
afterAll(() => browser?.close());
const sanitizePastedHTML = (html: string) => browser.sanitize(html);

/** Pastes HTML the way the editor view does: cleaned, parsed with the schema's rules, fitted to the place. */
async function pasteHTML(state: EditorState, html: string): Promise<EditorState> {
  const dom = document.createElement('div');
  dom.innerHTML = await sanitizePastedHTML(html);
  const slice = DOMParser.fromSchema(editorSchema).parseSlice(dom);
  return state.apply(state.tr.replaceSelection(transformPastedSlice(slice, state)));
}

function pasteText(state: EditorState, text: string): EditorState {
  const slice = parsePlainText(editorSchema, text, state.selection.$from);
  return state.apply(state.tr.replaceSelection(transformPastedSlice(slice, state)));
}

const BLOG_POST = `<meta charset="utf-8"><html><head><title>Trip</title><style>p { color: red }</style>
<script>alert("head")</script></head><body>
<h1>My trip</h1>
<p>Intro with <a href="https://example.com/x" onclick="steal()">a link</a> and <a href="javascript:alert(1)">a bad link</a>.</p>
<script>document.cookie</script>
<h2>Day one</h2>
<h3>Morning</h3>
<p><b>Bold</b> and <i>italic</i> and <code>code</code> and <strong><em>both</em></strong>.</p>
<img src="https://other.site/pic.jpg" alt="A picture" onerror="alert(2)">
<ul><li>one</li><li><p>two</p></li></ul>
<ol><li>first</li></ol>
<blockquote><p>Quote one</p><p>Quote two</p></blockquote>
<blockquote>Short quote</blockquote>
<pre><code class="language-js">let a = 1;
let b = 2;</code></pre>
<hr>
<p>Line<br>break</p>
<b style="font-weight:normal" id="docs-internal-guid-1"><span>Google docs text</span></b>
<h5>Tiny</h5>
<p><a href="mailto:ada@quire.test">Mail</a> <a href="data:text/html,x">data</a> <a href="  JAVASCRIPT:x">js</a></p>
</body></html>`;

describe('sanitizePastedHTML', () => {
  it('drops scripts, styles, comments, frames and event handlers', async () => {
    const clean = await sanitizePastedHTML(
      `<!-- c --><p onclick="x()" ONMOUSEOVER='y()'>Hi</p><script>bad()</script><style>.a{}</style><iframe src="https://x"></iframe><svg onload="z()"><text>t</text></svg><noscript>n</noscript><p>ok</p>`,
    );
    expect(clean).toBe('<p>Hi</p><p>ok</p>');
  });
});

describe('sanitizePastedHTML against hostile paste', () => {
  const HOSTILE: [string, string][] = [
    ['a script, in any case', '<p>a</p><SCRIPT>alert(1)</SCRIPT><script src="https://evil.test/x.js"></script>'],
    ['a script split by a comment', '<scr<!-- -->ipt>alert(1)</script>'],
    ['an event handler after a slash', '<img/onerror=alert(1) src=x><p>a</p>'],
    ['event handlers everywhere', '<p onclick="a()" onmouseover=b() OnFocus = "c()">a</p><a href="https://ok.test" onpointerdown="d()">l</a>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a><a href=" jAvAsCrIpT:alert(1)">y</a>'],
    ['an entity-encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a><a href="&#106;avascript:alert(1)">y</a>'],
    ['data: and vbscript: links and images', '<a href="data:text/html,<script>alert(1)</script>">x</a><a href="vbscript:msgbox(1)">v</a><img src="data:image/svg+xml,<svg onload=alert(1)>">'],
    ['SVG with a script and handlers', '<svg onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><text>t</text></a><use href="data:image/svg+xml,x"/></svg><p>after</p>'],
    ['MathML', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>a</p>'],
    ['a form with formaction', '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button><input onfocus=alert(3) autofocus></form>'],
    ['noscript parsing tricks', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['a style element and object', '<style>@import "https://evil.test/x.css"</style><object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">'],
    ['a meta refresh and base', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:alert(1)//"><link rel="import" href="https://evil.test">'],
  ];

  it.each(HOSTILE)('removes %s', async (_label, html) => {
    const clean = await sanitizePastedHTML(html);
    expect(clean).not.toMatch(/<\s*(script|svg|math|iframe|object|embed|form|button|input|style|meta|base|link|noscript|use)\b/i);
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/(?:href|src|action|formaction)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i);
    // What is left of a script is text at most (`ipt>alert(1)`), never an attribute's value.
    expect(clean).not.toMatch(/=\s*["']?[^"'>]*(?:alert\(|evil\.test)/);
  });

  it('keeps what the story can hold: text, safe links, emphasis, and the editor’s own data attributes', async () => {
    const clean = await sanitizePastedHTML(
      '<p data-node="kicker" class="x">Hello <a href="https://ok.test/a" onclick="x()">link</a> <b>b</b> <a href="mailto:a@b.test">m</a></p><figure data-node="image" data-image-id="i1"><img src="/images/i1.jpg" alt="A"></figure>',
    );
    expect(clean).toBe(
      '<p data-node="kicker" class="x">Hello <a href="https://ok.test/a">link</a> <b>b</b> <a href="mailto:a@b.test">m</a></p><figure data-node="image" data-image-id="i1"><img src="/images/i1.jpg" alt="A"></figure>',
    );
  });
});

describe('pasting HTML', () => {
  it('turns a blog post into the story model', async () => {
    let state = editorState([para('e', '')], { title: 'Story' });
    state = cursorInName(state, 'e', 0);
    const { body } = bodyOf(await pasteHTML(state, BLOG_POST));
    const shape = body.paragraphs.map((p) => [p.type, p.text]);
    expect(shape).toEqual([
      ['TITLE', 'Story'],
      ['H3', 'My trip'],
      ['P', 'Intro with a link and a bad link.'],
      ['H3', 'Day one'],
      ['H4', 'Morning'],
      ['P', 'Bold and italic and code and both.'],
      ['ULI', 'one'],
      ['ULI', 'two'],
      ['OLI', 'first'],
      ['BQ', 'Quote one'],
      ['BQ', 'Quote two'],
      ['BQ', 'Short quote'],
      ['PRE', 'let a = 1;\nlet b = 2;'],
      ['HR', ''],
      ['P', 'Line\nbreak'],
      ['P', 'Google docs text'],
      ['H4', 'Tiny'],
      ['P', 'Mail data js'],
    ]);
    const byText = (text: string) => body.paragraphs.find((p) => p.text === text)!;
    // The javascript: link is plain text; only the https link survives.
    expect(byText('Intro with a link and a bad link.').markups).toEqual([{ type: 'A', start: 11, end: 17, href: 'https://example.com/x' }]);
    expect(byText('Bold and italic and code and both.').markups).toEqual([
      { type: 'STRONG', start: 0, end: 4 },
      { type: 'EM', start: 9, end: 15 },
      { type: 'CODE', start: 20, end: 24 },
      { type: 'STRONG', start: 29, end: 33 },
      { type: 'EM', start: 29, end: 33 },
    ]);
    expect(byText('Google docs text').markups).toEqual([]);
    expect(byText('Mail data js').markups).toEqual([{ type: 'A', start: 0, end: 4, href: 'mailto:ada@quire.test' }]);
    expect(byText('let a = 1;\nlet b = 2;').codeBlockMetadata).toEqual({ lang: 'js' });
    // The image from another site has no id here: it is dropped, nothing else.
    expect(body.paragraphs.some((p) => p.type === 'IMG')).toBe(false);
    expect(JSON.stringify(body)).not.toMatch(/alert|steal|cookie|onerror|color: red/);
    expect(new Set(body.paragraphs.map((p) => p.name)).size).toBe(body.paragraphs.length);
  });

  it('pastes into the title as one line of text', async () => {
    let state = editorState([para('a', 'Body')]);
    state = cursorAt(state, posOfType(state.doc, 'title'), 0);
    const result = bodyOf(await pasteHTML(state, '<h1>Big <em>news</em></h1><p>Second paragraph</p>'));
    expect(result.title).toBe('Big news Second paragraph');
    expect(result.body.paragraphs.map((p) => p.type)).toEqual(['TITLE', 'P']);
    expect(result.body.paragraphs[0]!.markups).toEqual([{ type: 'EM', start: 4, end: 8 }]);
  });
});

describe('pasting plain text', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    let state = editorState([para('e', '')], { title: 'T' });
    state = cursorInName(state, 'e', 0);
    const { body } = bodyOf(pasteText(state, 'First line\nsecond line\n\nNext paragraph\r\n\r\n\r\nLast one\n'));
    expect(body.paragraphs.map((p) => [p.type, p.text])).toEqual([
      ['TITLE', 'T'],
      ['P', 'First line\nsecond line'],
      ['P', 'Next paragraph'],
      ['P', 'Last one'],
    ]);
  });

  it('joins the first pasted paragraph to the text around the cursor', () => {
    let state = cursorInName(editorState([para('a', 'Hello world')], { title: 'T' }), 'a', 6);
    state = pasteText(state, 'dear ');
    expect(bodyOf(state).body.paragraphs[1]).toMatchObject({ name: 'a', text: 'Hello dear world' });
  });

  it('keeps text as it is in a code block', () => {
    let state = cursorInName(editorState([para('c', '', { type: 'PRE' })]), 'c', 0);
    state = pasteText(state, 'a\n\n  b');
    expect(bodyOf(state).body.paragraphs[0]).toMatchObject({ type: 'PRE', text: 'a\n\n  b' });
  });

  it('pastes into a caption as one line', () => {
    let state = editorState([para('i', '', { type: 'IMG', metadata: { id: 'x', originalWidth: 1, originalHeight: 1 } })]);
    state = cursorInName(state, 'i', 0);
    state = pasteText(state, 'One\n\nTwo');
    expect(bodyOf(state).body.paragraphs).toMatchObject([{ type: 'IMG', text: 'One Two' }]);
  });
});
