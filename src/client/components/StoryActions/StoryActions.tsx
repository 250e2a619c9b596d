import { countLabel } from '../../../shared/format/intl';
import { shortCount } from '../../../shared/validation/relations';
import { useShell } from '../../shell/shell-context';
import { ClapButton } from '../Claps/ClapButton';
import { SaveButton } from '../Lists/SaveButton';
import { PostMenu } from '../PostMenu/PostMenu';
import { ShareMenu } from '../ShareMenu/ShareMenu';
import { SignInLink } from '../SignIn/SignInLink';
import { gateConfig, type GatedStory } from './gating';
import './StoryActions.css';

export { LINK_COPIED_MESSAGE } from '../ShareMenu/ShareMenu';

function RespondIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
        d="M18 16.8a7.1 7.1 0 0 0 2.2-5.1C20.2 7.4 16.5 4 12 4s-8.2 3.4-8.2 7.7c0 4.2 3.7 7.6 8.2 7.6 1 0 2-.2 2.9-.5l3.6 1.6-.5-3.6z"
      />
    </svg>
  );
}

/** What the bar needs of the story: the page query's fields (counts render on the server). */
export interface ActionStory extends GatedStory {
  isLocked: boolean;
  isPublished: boolean;
  clapCount: number;
  responsesCount: number;
}

/** What only the signed-in reader's own query tells (after the page loads): may they edit it. */
export interface ActionViewerEdge {
  canEdit: boolean;
  shareKey?: string | null;
  /** The story's author may close or reopen its responses from the menu. */
  discussion?: { closed: boolean } | null;
}

/** Respond's name holds the count it shows (not in parentheses, which speech input and checkers skip). */
export function respondButtonLabel(responsesCount: number): string {
  if (responsesCount === 0) return 'Respond';
  return `Respond, ${countLabel(responsesCount, 'response', 'responses', shortCount(responsesCount))}`;
}

/**
 * The story's action bar, under the byline and again at the end of the story, as on Medium: on the left,
 * Clap (the count opens who clapped) and Respond (the count of responses, to #responses); on the right,
 * Save, Share and the author's menu (under the byline only). Signed out, clap and respond open the
 * sign-up modal and come back to the story.
 */
export function StoryActionsBar({ story, viewerEdge = null, placement }: { story: ActionStory; viewerEdge?: ActionViewerEdge | null; placement: 'top' | 'bottom' }) {
  const { session } = useShell();
  const signedIn = session.isLoggedInCookie;
  const responses = story.responsesCount > 0 ? <span className="story-actions__count">{shortCount(story.responsesCount)}</span> : null;
  const respondLabel = respondButtonLabel(story.responsesCount);
  return (
    <div className={`story-actions story-actions--${placement}`} role="group" aria-label="Story actions">
      <div className="story-actions__side">
        <ClapButton target={{ kind: 'post', id: story.id, creatorId: story.creator.id }} clapCount={story.clapCount} gate={gateConfig('clap', story)} />
        {signedIn ? (
          <a className="story-actions__button" href="#responses" aria-label={respondLabel}>
            <RespondIcon />
            {responses}
          </a>
        ) : (
          <SignInLink className="story-actions__button" aria-label={respondLabel} config={gateConfig('respond', story)}>
            <RespondIcon />
            {responses}
          </SignInLink>
        )}
      </div>
      <div className="story-actions__side">
        <SaveButton post={story} />
        <ShareMenu postId={story.id} url={story.mediumUrl} title={story.title} canShareWithPerson={signedIn && story.isPublished} />
        {placement === 'top' && viewerEdge?.canEdit && (
          <PostMenu postId={story.id} mediumUrl={story.mediumUrl} shareKey={viewerEdge.shareKey ?? null} isLocked={story.isLocked} discussion={viewerEdge.discussion ?? null} />
        )}
      </div>
    </div>
  );
}

/** Follow beside the byline, for signed-out readers. */
export function FollowAuthorButton({ story }: { story: GatedStory }) {
  const { session } = useShell();
  if (session.isLoggedInCookie) return null;
  return (
    <SignInLink className="button button--outline story-actions__follow" config={gateConfig('follow', story)}>
      Follow
    </SignInLink>
  );
}
