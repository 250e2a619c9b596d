import { describe, expect, it } from 'vitest';
import { closedDiscussionNotice, morePageHref, RESPONSE_MESSAGES, sortFromParam } from './responses';

describe('the no-script paging link', () => {
  it('carries the newest order, and leaves the default order out', () => {
    expect(morePageHref('/p/abc/responses', '3_100_0123456789ab', 'NEWEST')).toBe('/p/abc/responses?to=3_100_0123456789ab&sort=newest');
    expect(morePageHref('/p/abc/responses', '3_100_0123456789ab', 'MOST_RELEVANT')).toBe('/p/abc/responses?to=3_100_0123456789ab');
  });

  it('reads the order back, most relevant unless newest is named', () => {
    expect(sortFromParam('newest')).toBe('NEWEST');
    expect(sortFromParam(null)).toBe('MOST_RELEVANT');
    expect(sortFromParam('oldest')).toBe('MOST_RELEVANT');
  });
});

describe('closed discussion', () => {
  it("shows readers the first sentence of the spec's message, which the refusal still gives whole", () => {
    expect(closedDiscussionNotice('list')).toBe('The author has closed discussion for this list.');
    expect(RESPONSE_MESSAGES.closed('story')).toBe('The author has closed discussion for this story. We are unable to save changes to your response.');
  });
});

describe('response text schema', () => {
  it('is trimmed with plain line ends, not empty, at most 10,000 characters', async () => {
    const { checkResponseText } = await import('./responses');
    expect(checkResponseText(' a\r\nb ')).toEqual({ ok: true, text: 'a\nb' });
    expect(checkResponseText(' \r\n ')).toEqual({ ok: false, message: 'Write something before you respond.' });
    expect(checkResponseText('x'.repeat(10_001))).toEqual({ ok: false, message: 'A response can be at most 10,000 characters long.' });
  });
});
