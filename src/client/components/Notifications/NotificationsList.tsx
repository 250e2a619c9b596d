import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useClient, useQuery } from '../../data';
import type { NotificationsFeedQueryVariables } from '../../gql/graphql';
import { useShell } from '../../shell/shell-context';
import { notificationRowModel, type NotificationViewer } from './notification-row-model';
import { NotificationsFeedQuery } from './notifications-operations';
import { NotificationRow } from './NotificationRow';
import './notifications.css';

export const CAUGHT_UP = 'You’re all caught up.';

export interface FooterProps {
  /** The cursor of the next page, when there is one. */
  nextCursor: string | null;
  loadingMore: boolean;
  loadMore: () => Promise<void>;
}

interface ListProps {
  variables: NotificationsFeedQueryVariables;
  viewer: NotificationViewer;
  avatarSize: 32 | 40;
  /** What follows the rows: the page's 'Older notifications', the popover's 'See all'. */
  footer: (props: FooterProps) => ReactNode;
  /** Kept from the server's render when false (the popover loads in the browser only). */
  ssr?: boolean;
  /** Called once the rows are on screen: what they show as unread was read before they were marked seen. */
  onShown?: () => void;
  /** Loaded again when shown after a while away (the page), instead of kept from the first time (the popover). */
  reloadOnReturn?: boolean;
}

/** The rows of one page of the feed and the ones loaded after it; rows of unknown types are left out. */
export function NotificationsList({ variables, viewer, avatarSize, footer, ssr = true, onShown, reloadOnReturn = false }: ListProps) {
  const { site } = useShell();
  const client = useClient();
  const { data, loading, error, fetchMore } = useQuery(NotificationsFeedQuery, { variables, ssr });
  const shown = data !== undefined;
  const onShownRef = useRef(onShown);
  onShownRef.current = onShown;
  useEffect(() => {
    if (shown) onShownRef.current?.();
  }, [shown]);
  const key = client.key(NotificationsFeedQuery, variables);
  useEffect(() => {
    if (reloadOnReturn) return () => client.cache.markStale(key);
  }, [client, key, reloadOnReturn]);
  const [loadingMore, setLoadingMore] = useState(false);
  // One clock per render of the list, so every row agrees on "now".
  const now = useMemo(() => Date.now(), [data]); // eslint-disable-line react-hooks/exhaustive-deps

  const connection = data?.notificationsConnectionByActivityTypes;
  if (!connection) {
    if (loading) return <p className="notifications__status" aria-busy="true">Loading notifications…</p>;
    return <p className="notifications__status">{error ? 'We couldn’t load your notifications. Please try again.' : null}</p>;
  }

  const nextCursor = connection.pagingInfo.next?.to ?? null;
  async function loadMore() {
    if (loadingMore || !nextCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { paging: { ...variables.paging, to: nextCursor } },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          notificationsConnectionByActivityTypes: {
            ...fetchMoreResult.notificationsConnectionByActivityTypes,
            notifications: [...previous.notificationsConnectionByActivityTypes.notifications, ...fetchMoreResult.notificationsConnectionByActivityTypes.notifications],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  }

  const rows = connection.notifications.flatMap((row) => {
    const model = notificationRowModel(row, viewer, site);
    return model ? [{ row, model }] : [];
  });
  return (
    <>
      {rows.length === 0 && !nextCursor ? (
        <div className="notifications__empty">
          <p className="notifications__empty-title">{CAUGHT_UP}</p>
          <p className="notifications__empty-hint">When someone follows you, claps for or responds to your stories, you’ll hear about it here.</p>
        </div>
      ) : (
        <ol className="notifications__list">
          {rows.map(({ row, model }) => (
            <NotificationRow key={row.id} row={row} model={model} now={now} avatarSize={avatarSize} />
          ))}
        </ol>
      )}
      {footer({ nextCursor, loadingMore, loadMore })}
    </>
  );
}
