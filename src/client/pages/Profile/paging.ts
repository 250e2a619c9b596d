import { useEffect, useRef } from 'react';

/** Stories per page on a profile, and people per page in its follower lists. */
export const PROFILE_PAGE_SIZE = 10;
export const PEOPLE_PAGE_SIZE = 20;

/**
 * Infinite scroll: calls `loadMore` when the returned element comes within 1.5 viewport heights of the screen
 * (spec 1 §9); `loaded` is how many items are shown. The element is also a real "Show more" link, so the list pages without JavaScript.
 */
export function useInfiniteScroll<T extends Element>(loadMore: () => void, enabled: boolean, loaded: number) {
  const ref = useRef<T | null>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    }, { rootMargin: '0px 0px 150% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  // Observed again after each page, so a short page that leaves the end in view loads the next one too.
  }, [enabled, loaded]);
  return ref;
}
