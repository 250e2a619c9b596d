import { useShell } from '../../shell/shell-context';
import { SignInLink } from '../SignIn/SignInLink';
import { gateConfig, type GatedStory } from './gating';
import './StoryActions.css';

function ClapIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
        d="M9.6 7.4 7.8 4.9a1.2 1.2 0 0 0-2 1.4l4.1 5.9M7.2 9.9 5.6 7.6a1.2 1.2 0 0 0-2 1.4l4.8 6.9a5.6 5.6 0 0 0 9.2-6.4l-2.8-4a1.2 1.2 0 0 0-2 1.3l1.3 1.9M10 12.2 7.4 8.5M12.2 9.3 9.9 6a1.2 1.2 0 0 1 2-1.4l2.9 4.2M13 2.5l.3-1.7M15.6 3.4l1-1.3M10.5 3l-.9-1.5"
      />
    </svg>
  );
}

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

/** Clap and respond under a story, for signed-out readers: each opens the sign-up modal and comes back here. */
export function StoryActionsBar({ story }: { story: GatedStory }) {
  const { session } = useShell();
  if (session.isLoggedInCookie) return null;
  return (
    <div className="story-actions" role="group" aria-label="Story actions">
      <SignInLink className="story-actions__button" config={gateConfig('clap', story)}>
        <ClapIcon />
        <span>Clap</span>
      </SignInLink>
      <SignInLink className="story-actions__button" config={gateConfig('respond', story)}>
        <RespondIcon />
        <span>Respond</span>
      </SignInLink>
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
