import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { buildPath } from '../../../shared/routes';
import type { NewsletterSubscriber, User } from '../../gql/graphql';

type Subscriber = Pick<NewsletterSubscriber, 'id' | 'email' | 'subscribedAt' | 'source'> & { user?: Pick<User, 'id' | 'name' | 'username'> | null };

const EMPTY = 'No subscribers yet. Readers subscribe from your profile, or you can import a list you already have.';

/** A newsletter's subscribers, newest first: who (their account when they have one), their address, and since when. */
export function SubscriberList({ title, subscribers, more, note, empty = EMPTY }: { title: string; subscribers: readonly Subscriber[]; more: string | null; note?: string | null; empty?: string }) {
  return (
    <section aria-labelledby="audience-list-title" className="audience__list-section">
      <h2 id="audience-list-title" className="stats__subtitle">
        {title}
      </h2>
      {subscribers.length === 0 ? (
        <p className="stats__empty">{empty}</p>
      ) : (
        <ul className="audience__list">
          {subscribers.map((s) => (
            <li key={s.id} className="audience__row">
              <span className="audience__who">
                {s.user?.username ? (
                  <Link to={buildPath('ShowUser', { username: s.user.username })} className="audience__name">
                    {s.user.name}
                  </Link>
                ) : null}
                <span className="audience__email">{s.email}</span>
              </span>
              <span className="audience__when">
                {s.source === 'IMPORT' ? 'Imported' : 'Subscribed'} {formatDate(s.subscribedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {note && <p className="stats__note">{note}</p>}
      {more && (
        <p>
          <Link to={more}>See all subscribers</Link>
        </p>
      )}
    </section>
  );
}
