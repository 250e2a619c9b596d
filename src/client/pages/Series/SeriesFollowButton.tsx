import { useState } from 'react';
import { useHere } from '../../components/FollowButton/FollowButton';
import { SignInLink } from '../../components/SignIn/SignInLink';
import { useToasts } from '../../components/Toasts/toasts';
import { useMutation } from '../../data';
import { useShell } from '../../shell/shell-context';
import { FollowSeriesMutation, UnfollowSeriesMutation } from './series-operations';

const TRY_AGAIN = 'That didn’t work. Please try again.';

interface FollowableSeries {
  id: string;
  title: string;
  seriesViewerEdge: { isFollowing: boolean; isWriter: boolean };
}

/** Follow a series to hear of its new parts; signed out, it opens sign-in and comes back. Hidden for its writer. */
export function SeriesFollowButton({ series, size = 'default' }: { series: FollowableSeries; size?: 'default' | 'small' }) {
  const { session } = useShell();
  const here = useHere();
  const { showToast } = useToasts();
  const [follow] = useMutation(FollowSeriesMutation);
  const [unfollow] = useMutation(UnfollowSeriesMutation);
  const [busy, setBusy] = useState(false);
  const following = series.seriesViewerEdge.isFollowing;
  const className = `button series-follow series-follow--${size} ${following ? 'button--outline' : 'button--accent'}`;
  if (series.seriesViewerEdge.isWriter) return null;
  if (!session.isLoggedInCookie) {
    return (
      <SignInLink className={className} config={{ operation: 'register', redirectTo: here }}>
        Follow series
      </SignInLink>
    );
  }

  async function toggle() {
    setBusy(true);
    try {
      const variables = { postId: series.id };
      const answer = following ? (await unfollow({ variables })).data.unfollowSeries : (await follow({ variables })).data.followSeries;
      if (answer.__typename !== 'Post') showToast({ message: 'message' in answer ? answer.message : TRY_AGAIN, toastStyle: 'ERROR' });
      else if (!following) showToast({ message: `You’ll hear when “${series.title}” gets a new part.` });
    } catch {
      showToast({ message: TRY_AGAIN, toastStyle: 'ERROR' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className={className} aria-pressed={following} aria-busy={busy} disabled={busy} onClick={() => void toggle()}>
      {following ? 'Following series' : 'Follow series'}
    </button>
  );
}
