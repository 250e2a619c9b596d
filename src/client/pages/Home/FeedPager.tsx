import { useState } from 'react';
import { Link } from 'react-router';
import { useToasts } from '../../components/Toasts/toasts';
import { homeHref, RETRYABLE_ERROR_MESSAGE, type HomeTab } from './home-links';

interface Paging {
  next?: { to?: string | null } | null;
  previous?: { from?: string | null } | null;
}

/**
 * "Show more" loads the next page in place; without JavaScript it is a link to the next page
 * (`?to=`), and a page opened that way links back to newer stories (`?from=`).
 */
export function FeedPager({ tab, pagingInfo, onMore }: { tab: HomeTab; pagingInfo: Paging; onMore: (to: string) => Promise<void> }) {
  const [loading, setLoading] = useState(false);
  const { showToast } = useToasts();
  const to = pagingInfo.next?.to;
  const from = pagingInfo.previous?.from;
  if (!to && !from) return null;
  return (
    <div className="home__pager">
      {from && (
        <Link className="home__newer" to={homeHref(tab, { from })}>
          Newer stories
        </Link>
      )}
      {to && (
        <a
          className="button button--outline home__more"
          href={homeHref(tab, { to })}
          aria-busy={loading}
          onClick={(event) => {
            event.preventDefault();
            if (loading) return;
            setLoading(true);
            onMore(to)
              .catch(() => showToast({ message: RETRYABLE_ERROR_MESSAGE, toastStyle: 'RETRYABLE_ERROR' }))
              .finally(() => setLoading(false));
          }}
        >
          {loading ? 'Loading…' : 'Show more'}
        </a>
      )}
    </div>
  );
}
