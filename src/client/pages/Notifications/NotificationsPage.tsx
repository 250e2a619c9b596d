import { type MouseEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RESPONSE_ACTIVITY_TYPES, type NotificationTab } from '../../../shared/notifications';
import { buildPath } from '../../../shared/routes';
import { useQuery } from '../../data';
import { MetabarViewerQuery } from '../../components/Metabar/metabar-operations';
import { CAUGHT_UP, NotificationsList, type FooterProps } from '../../components/Notifications/NotificationsList';
import { useMarkNotificationsViewed } from '../../components/Notifications/use-mark-viewed';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';

const TABS: { tab: NotificationTab; label: string }[] = [
  { tab: 'all', label: 'All' },
  { tab: 'responses', label: 'Responses' },
];

/** The page's address for a tab and, for older rows, the cursor to start from. */
function pagePath(tab: NotificationTab, to?: string): string {
  const query: Record<string, string> = {};
  if (tab !== 'all') query.tab = tab;
  if (to) query.to = to;
  return buildPath('ShowNotifications', {}, { query });
}

function Footer({ tab, nextCursor, loadingMore, loadMore }: FooterProps & { tab: NotificationTab }) {
  const onOlder = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // With JavaScript the older rows load in place; without it the link opens the page from that cursor.
    event.preventDefault();
    void loadMore();
  };
  return (
    <footer className="notifications-page__footer">
      {nextCursor ? (
        <Link to={pagePath(tab, nextCursor)} className="notifications-page__older" onClick={onOlder} aria-busy={loadingMore}>
          {loadingMore ? 'Loading…' : 'Older notifications'}
        </Link>
      ) : (
        <span className="notifications-page__caught-up">{CAUGHT_UP}</span>
      )}
      <Link to={buildPath('ShowStats')} className="notifications-page__stats">
        Your stats
      </Link>
    </footer>
  );
}

/** /me/notifications (spec 1 §2): the All and Responses tabs of the signed-in reader's notifications. */
export default function NotificationsPage() {
  const { productName } = useShell();
  useHead({ title: `Notifications – ${productName}`, robots: 'noindex' });
  const [search] = useSearchParams();
  const tab: NotificationTab = search.get('tab') === 'responses' ? 'responses' : 'all';
  const to = search.get('to') ?? undefined;
  const viewer = useQuery(MetabarViewerQuery, {}).data?.viewer;
  const markViewed = useMarkNotificationsViewed();

  const variables = {
    paging: to ? { to } : {},
    ...(tab === 'responses' ? { activityTypes: [...RESPONSE_ACTIVITY_TYPES] } : {}),
  };

  return (
    <div className="notifications-page">
      <h1 className="notifications-page__title">Notifications</h1>
      <nav aria-label="Notifications">
        <ul className="notifications-page__tabs">
          {TABS.map((t) => (
            <li key={t.tab}>
              <Link className="notifications-page__tab" to={pagePath(t.tab)} aria-current={t.tab === tab ? 'page' : undefined}>
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {viewer && (
        <NotificationsList
          key={`${tab}:${to ?? ''}`}
          variables={variables}
          viewer={viewer}
          avatarSize={40}
          reloadOnReturn
          // Opening the page marks everything as seen, as opening the bell does.
          onShown={() => void markViewed()}
          footer={(footer) => <Footer tab={tab} {...footer} />}
        />
      )}
    </div>
  );
}
