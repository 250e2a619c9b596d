import { describe, expect, it } from 'vitest';
import { SAMPLE_LONG_RESPONSE, SAMPLE_NOTE, sampleEmails } from '../../../../test/support/email-samples';

const PUBLIC_URL = 'https://quire.example';

describe('every email the product sends', async () => {
  const emails = await sampleEmails(PUBLIC_URL, `${PUBLIC_URL}/media/a1b2c3d4e5f6?w=400`);

  it.each(Object.keys(emails))('%s: responsive HTML from the one layout, with the logo and every image absolute', (name) => {
    const { html, text } = emails[name]!;
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain(`src="${PUBLIC_URL}/email-logo.png"`);
    expect(html).toContain('max-width:600px');
    for (const [, src] of html.matchAll(/<img[^>]* src="([^"]*)"/g)) expect(src).toMatch(/^https:\/\/quire\.example\//);
    // The text part has every address a reader needs on a line that ends with it.
    for (const [href] of text.matchAll(/https?:\/\/\S+/g)) expect(text).toMatch(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\n|$)`));
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('the private-note email quotes the 52-character note whole and leads to the note', () => {
    const { text, html } = emails['private-note']!;
    expect(text).toContain(`“${SAMPLE_NOTE}”`);
    expect(text.split('\n')).toContain(`Read the note: ${PUBLIC_URL}/p/0a1b2c3d4e5f#p000-123456abcdef`);
    expect(html).toContain(`href="${PUBLIC_URL}/p/0a1b2c3d4e5f#p000-123456abcdef"`);
    expect(html).toContain(`src="${PUBLIC_URL}/media/a1b2c3d4e5f6?w=400"`);
  });

  it('a long response is cut at a word with an ellipsis', () => {
    const quoted = /“([^”]+)”/.exec(emails.response!.text)?.[1] ?? '';
    expect(quoted).toMatch(/\w…$/);
    expect(Array.from(quoted).length).toBeLessThanOrEqual(281);
    expect(SAMPLE_LONG_RESPONSE.startsWith(quoted.slice(0, -1))).toBe(true);
    expect(quoted).not.toContain('never quoted');
  });

  it('a digest lists ten with an avatar each for people, then says how many more', () => {
    const { text, html } = emails.digest!;
    expect(text.match(/^• /gm)).toHaveLength(10);
    expect(text).toContain('…and 2 more');
    expect(text).toContain(`• Ada Lovelace left a private note on The sea around us: “${SAMPLE_NOTE}”`);
    // Nine rows name a person: two with a picture, seven with an initial; the milestone names nobody.
    expect(html.match(/<img[^>]*src="https:\/\/quire\.example\/media\//g)).toHaveLength(2);
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(7);
  });

  it('a group receipt lists each code with its redeem link, in the text too', () => {
    expect(emails['group-gift-receipt']!.text).toContain(`• ABCD-2345-EFGH-JKMN  ${PUBLIC_URL}/redeem?giftCode=ABCD-2345-EFGH-JKMN`);
  });

  it('notification emails carry the one-click unsubscribe headers; the others do not', () => {
    expect(emails.follow!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(emails['sign-in-link']!.headers).toBeUndefined();
  });
});
