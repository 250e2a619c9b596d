import { useEffect, useState, type FormEvent } from 'react';
import { buildPath } from '../../../shared/routes';
import { TOPIC_MESSAGES } from '../../../shared/validation/topics';
import { useHere } from '../../components/FollowButton/FollowButton';
import { SignInLink } from '../../components/SignIn/SignInLink';
import { useToasts } from '../../components/Toasts/toasts';
import { useMutation } from '../../data';
import { VIEWER_EDGE_BATCH_KEY } from '../../shell/graphql-client';
import { useShell } from '../../shell/shell-context';
import { FollowTopicMutation, UnfollowTopicMutation } from './topic-operations';
import '../../components/FollowButton/FollowButton.css';

export interface FollowableTopic {
  id: string;
  name: string;
  viewerEdge: { id: string; isFollowing: boolean };
}

/**
 * Follow / Following for a topic. A form posting to /_/subscriptions/topic/{id}/ so it works without
 * JavaScript; once the page is interactive it follows in place and shows the new state at once.
 * Signed out, it opens the sign-in modal.
 */
export function FollowTopicButton({ topic, size = 'default' }: { topic: FollowableTopic; size?: 'small' | 'default' }) {
  const { session } = useShell();
  const here = useHere();
  const { showToast } = useToasts();
  const [follow] = useMutation(FollowTopicMutation, { context: { batchKey: VIEWER_EDGE_BATCH_KEY } });
  const [unfollow] = useMutation(UnfollowTopicMutation, { context: { batchKey: VIEWER_EDGE_BATCH_KEY } });
  const known = topic.viewerEdge.isFollowing;
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setChosen(null), [known]);
  const following = chosen ?? known;
  const className = `button follow-button follow-button--${size} ${following ? 'follow-button--following' : 'follow-button--follow'}`;
  const label = (
    <>
      {following ? 'Following' : 'Follow'}
      <span className="visually-hidden"> {topic.name}</span>
    </>
  );

  if (!session.isLoggedInCookie) {
    return (
      <SignInLink className={className} config={{ operation: 'register', susiEntry: 'follow', redirectTo: here }}>
        {label}
      </SignInLink>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const next = !following;
    setBusy(true);
    setChosen(next);
    try {
      const variables = { topicId: topic.id };
      const answer = next ? (await follow({ variables })).data.followTopic : (await unfollow({ variables })).data.unfollowTopic;
      if (answer.__typename !== 'Topic') {
        setChosen(!next);
        showToast({ message: answer.message || TOPIC_MESSAGES.followRetry, toastStyle: 'ERROR' });
      }
    } catch {
      setChosen(!next);
      showToast({ message: TOPIC_MESSAGES.followRetry, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" action={`${buildPath('SubscribeTopic', { topicId: topic.id })}/`} className="follow-form" onSubmit={onSubmit}>
      <input type="hidden" name="xsrf" value={session.xsrf ?? ''} />
      <input type="hidden" name="action" value={following ? 'unfollow' : 'follow'} />
      <input type="hidden" name="redirect" value={here} />
      <button type="submit" className={className} aria-busy={busy} data-following={following ? 'true' : 'false'}>
        {label}
      </button>
    </form>
  );
}
