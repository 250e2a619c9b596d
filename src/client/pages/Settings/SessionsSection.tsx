import { useMutation, useQuery } from '../../data';
import { useState } from 'react';
import { relativeTime } from '../../../shared/format/dates';
import { describeUserAgent } from '../../../shared/format/user-agent';
import { MESSAGES } from '../../../shared/validation/auth';
import { useToasts } from '../../components/Toasts/toasts';
import { graphql } from '../../gql';

export const ViewerSessionsQuery = graphql(`
  query ViewerSessions {
    viewer {
      id
      sessions {
        id
        ipAddress
        userAgent
        createdAt
        lastSeenAt
        isCurrent
      }
    }
  }
`);

const EndSessionMutation = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);

const EndOtherSessionsMutation = graphql(`
  mutation EndOtherSessions {
    endOtherSessions
  }
`);

/** Where the account is signed in, with a way to end any session but this one. */
export function SessionsSection() {
  const { showToast } = useToasts();
  const { data, loading, refetch } = useQuery(ViewerSessionsQuery, { fetchPolicy: 'cache-and-network' });
  const [endSession] = useMutation(EndSessionMutation);
  const [endOthers] = useMutation(EndOtherSessionsMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const sessions = data?.viewer?.sessions ?? [];
  const others = sessions.filter((s) => !s.isCurrent);

  async function run(key: string, action: () => Promise<unknown>, done: string) {
    setBusy(key);
    try {
      await action();
      await refetch();
      showToast({ message: done });
    } catch {
      showToast({ message: MESSAGES.retryableError, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="settings-section" aria-labelledby="settings-sessions">
      <h3 id="settings-sessions" className="settings-section__title">
        Where you're signed in
      </h3>
      {loading && sessions.length === 0 ? <p className="settings-section__hint">Loading sessions…</p> : null}
      <ul className="sessions-list">
        {sessions.map((s) => (
          <li key={s.id} className="sessions-list__item" data-session-id={s.id}>
            <div>
              <div className="sessions-list__device">
                {describeUserAgent(s.userAgent)}
                {s.isCurrent ? <span className="sessions-list__current"> · This device</span> : null}
              </div>
              {/* Relative times can tick over between the server's render and hydration. */}
              <div className="settings-section__hint" suppressHydrationWarning>
                {s.ipAddress || 'Unknown address'} · Signed in: {relativeTime(s.createdAt)} · Last active: {relativeTime(s.lastSeenAt)}
              </div>
            </div>
            {!s.isCurrent && (
              <button
                type="button"
                className="button button--outline"
                disabled={busy !== null}
                onClick={() => run(s.id, () => endSession({ variables: { id: s.id } }), 'That session has been signed out.')}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <button
          type="button"
          className="button button--outline"
          disabled={busy !== null}
          onClick={() => run('others', () => endOthers(), `Signed out of ${others.length} other session(s).`)}
        >
          Sign out of all other sessions
        </button>
      )}
    </section>
  );
}
