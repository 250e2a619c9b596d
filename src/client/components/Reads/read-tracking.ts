import { IDLE_AFTER_MS, PING_INTERVAL_MS, STAT_PATH } from '../../../shared/validation/reads';
import { EngagementClock, progressThrough } from './engagement';

export interface TrackedStory {
  postId: string;
  collectionId: string | null;
  /** The session's xsrf token when signed in: a beacon cannot send headers, so it travels in the body. */
  xsrf: string | null;
  /** The story's text, for how far through it the reader got. */
  text: () => Element | null;
}

const ACTIVITY = ['scroll', 'pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

function newPageViewId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Records one page view of a story: at once a page view event, then every so often, and when the page is
 * hidden or left, the view's running totals (engaged time, furthest scroll, how far through the text).
 * Answers a function that sends the last totals and stops.
 */
export function trackReading(story: TrackedStory): () => void {
  const pageViewId = newPageViewId();
  const now = () => Date.now();
  const clock = new EngagementClock(IDLE_AFTER_MS, now(), document.visibilityState === 'visible');
  let scrollTop = 0;
  let progress = 0;
  let sentEngaged = -1;
  let sentProgress = -1;

  const measure = () => {
    scrollTop = Math.max(scrollTop, Math.round(window.scrollY));
    const text = story.text();
    if (text) {
      const box = text.getBoundingClientRect();
      progress = Math.max(progress, Math.round(progressThrough(box.top, box.height, window.innerHeight) * 1000) / 1000);
    }
  };

  const send = (type: 'pageView' | 'ping', leaving: boolean) => {
    measure();
    const totalEngagedTime = clock.total(now());
    if (type === 'ping' && totalEngagedTime === sentEngaged && progress === sentProgress) return;
    sentEngaged = totalEngagedTime;
    sentProgress = progress;
    const event = { type, postId: story.postId, collectionId: story.collectionId, pageViewId, scrollTop, totalEngagedTime, progress };
    const body = JSON.stringify({ events: [event], xsrf: story.xsrf });
    // text/plain: a simple request, which a beacon may send while the page goes away.
    if (leaving && navigator.sendBeacon?.(STAT_PATH, body)) return;
    void fetch(STAT_PATH, { method: 'POST', body, keepalive: leaving, credentials: 'same-origin', headers: { 'content-type': 'text/plain;charset=UTF-8' } })
      // Read to the end, so the request is over as soon as the answer is.
      .then((response) => response.text())
      .catch(() => {});
  };

  const onActivity = () => clock.activity(now());
  const onVisibility = () => {
    if (document.visibilityState === 'visible') {
      clock.shown(now());
    } else {
      clock.hidden(now());
      send('ping', true);
    }
  };
  const onPageHide = () => {
    clock.hidden(now());
    send('ping', true);
  };

  for (const type of ACTIVITY) window.addEventListener(type, onActivity, { passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  const timer = window.setInterval(() => {
    if (document.visibilityState === 'visible') send('ping', false);
  }, PING_INTERVAL_MS);
  send('pageView', false);

  return () => {
    window.clearInterval(timer);
    for (const type of ACTIVITY) window.removeEventListener(type, onActivity);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    clock.hidden(now());
    send('ping', true);
  };
}

/** The story's text on its page, for how far through it the reader got. */
export function storyText(postId: string): Element | null {
  return document.querySelector(`[data-post-id="${postId}"] .story__body`);
}

let tracked: { postId: string; stop: () => void } | null = null;

/**
 * Tracks the view of the story page shown, once. The boot script starts it for the story the page was loaded with
 * (so a reader who only scrolls is counted, with or without the application); the application's ReadTracker takes
 * that tracking over rather than counting a second view, and starts a new one for a story reached later. Answers a
 * function that sends the last totals and stops.
 */
export function trackStoryPage(story: TrackedStory): () => void {
  if (tracked?.postId !== story.postId) {
    tracked?.stop();
    tracked = { postId: story.postId, stop: trackReading(story) };
  }
  const mine = tracked;
  return () => {
    if (tracked !== mine) return;
    tracked = null;
    mine.stop();
  };
}
