// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAT_PATH } from '../../../shared/validation/reads';
import { countStoryPage, VIEWING_COUNTERS_KEY } from '../Meter/viewing-counters';
import { storyText, trackStoryPage } from './read-tracking';
import { startStoryPage, storyPageAttributes } from './story-page';

/** The events sent to /_/stat so far, by fetch or beacon. */
let sent: { type: string; postId: string; pageViewId: string }[] = [];
const record = (body: unknown) => sent.push(...(JSON.parse(String(body)) as { events: (typeof sent)[number][] }).events);

function renderStory(post: { id: string; meterState: string; collection?: { id: string } | null }) {
  const article = document.createElement('article');
  for (const [name, value] of Object.entries(storyPageAttributes(post))) if (value !== undefined) article.setAttribute(name, value);
  article.innerHTML = '<div class="story__body"><p>Text</p></div>';
  document.body.replaceChildren(article);
}

const monthCount = () => (JSON.parse(localStorage.getItem(VIEWING_COUNTERS_KEY) ?? '{}') as { month?: { count: number } }).month?.count ?? 0;

beforeEach(() => {
  sent = [];
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: { body: string }) => {
      if (url === STAT_PATH) record(init.body);
      return Promise.resolve(new Response('{}'));
    }),
  );
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (url: string, body: string) => (url === STAT_PATH && record(body), true) });
});
afterEach(() => vi.unstubAllGlobals());

describe('a story page without the application', () => {
  it('counts the view once, whoever starts it: the boot script first, then the application taking it over', () => {
    renderStory({ id: 'a1b2c3d4e5f6', meterState: 'metered', collection: { id: '0123456789ab' } });
    startStoryPage('token');
    expect(sent).toEqual([expect.objectContaining({ type: 'pageView', postId: 'a1b2c3d4e5f6', collectionId: '0123456789ab' })]);
    expect(monthCount()).toBe(1);

    // The application renders the same story: no second view, no second count.
    const stop = trackStoryPage({ postId: 'a1b2c3d4e5f6', collectionId: '0123456789ab', xsrf: 'token', text: () => storyText('a1b2c3d4e5f6') });
    countStoryPage('a1b2c3d4e5f6', 'metered');
    expect(sent.filter((event) => event.type === 'pageView')).toHaveLength(1);
    expect(monthCount()).toBe(1);

    // Leaving it ends the view the boot script started, with its last totals.
    stop();
    expect(sent.at(-1)).toEqual(expect.objectContaining({ type: 'ping', pageViewId: sent[0]!.pageViewId }));
  });

  it('a story reached later in the application is a view and a count of its own', () => {
    renderStory({ id: 'a1b2c3d4e5f6', meterState: 'not_metered' });
    startStoryPage(null);
    countStoryPage('a1b2c3d4e5f6', 'not_metered');
    const first = trackStoryPage({ postId: 'a1b2c3d4e5f6', collectionId: null, xsrf: null, text: () => null });
    first();
    renderStory({ id: 'ffffffffffff', meterState: 'not_metered' });
    const second = trackStoryPage({ postId: 'ffffffffffff', collectionId: null, xsrf: null, text: () => null });
    countStoryPage('ffffffffffff', 'not_metered');
    // Back to the first story: counted again, as any story page shown.
    countStoryPage('a1b2c3d4e5f6', 'not_metered');
    second();
    expect(sent.filter((event) => event.type === 'pageView').map((event) => event.postId)).toEqual(['a1b2c3d4e5f6', 'ffffffffffff']);
    expect(monthCount()).toBe(3);
  });

  it('does nothing on a page without a story', () => {
    document.body.innerHTML = '<article data-post-id="a1b2c3d4e5f6"><p>A card</p></article>';
    startStoryPage(null);
    expect(sent).toEqual([]);
    expect(monthCount()).toBe(0);
  });
});
