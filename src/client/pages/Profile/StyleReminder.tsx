import { useMutation, useQuery } from '../../data';
import { useState } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { SetStyleReminderSeenMutation, StyleReminderQuery } from './profile-operations';

export const STYLE_REMINDER_TEXT = 'Make your profile yours: choose its fonts, colours and a header image.';

/** Spec 1 §4: shown once to a writer with published stories and no design yet, until 'Got it'. */
export function shouldRemind(user: { hasSeenStyleReminder: boolean; customStyleSheet?: { id: string } | null; userPostCounts: { publishedPosts: number } }): boolean {
  return !user.hasSeenStyleReminder && !user.customStyleSheet && user.userPostCounts.publishedPosts > 0;
}

/** A small popover (at most 200 px wide) beside "Design your profile" on the writer's own profile. */
export function StyleReminder({ userId }: { userId: string }) {
  // Asked in the browser only: the reminder needs a page that can answer 'Got it'.
  const { data } = useQuery(StyleReminderQuery, { variables: { userId }, ssr: false });
  const [dismissed, setDismissed] = useState(false);
  const [setSeen, { loading }] = useMutation(SetStyleReminderSeenMutation);
  const user = data?.userResult.__typename === 'User' ? data.userResult : null;
  if (!user || dismissed || !shouldRemind(user)) return null;
  return (
    <div className="style-reminder" role="dialog" aria-label="Design your profile" data-style-reminder="">
      <p className="style-reminder__text">{STYLE_REMINDER_TEXT}</p>
      <div className="style-reminder__buttons">
        <Link className="style-reminder__link" to={buildPath('ShowDesign')}>
          Design it
        </Link>
        <button
          type="button"
          className="button button--dark style-reminder__ok"
          disabled={loading}
          onClick={async () => {
            setDismissed(true);
            try {
              await setSeen();
            } catch {
              // Shown again on the next visit; nothing else is lost.
            }
          }}
        >
          Got it
        </button>
      </div>
    </div>
  );
}
