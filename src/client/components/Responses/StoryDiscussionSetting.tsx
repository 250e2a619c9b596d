import { useState } from 'react';
import { RESPONSE_MESSAGES } from '../../../shared/validation/responses';
import { useStoryDiscussionSwitch } from './discussion-switch';
import './story-discussion-setting.css';

/** Story settings' Responses section: the author closes or reopens responses at once (a toast confirms). */
export function StoryDiscussionSetting({ postId, closed }: { postId: string; closed: boolean }) {
  const setClosed = useStoryDiscussionSwitch(postId);
  const [busy, setBusy] = useState(false);
  return (
    <section className="story-settings__field story-discussion" aria-labelledby="story-discussion-title">
      <h2 id="story-discussion-title" className="story-settings__label">
        Responses
      </h2>
      <p className="story-settings__hint">{closed ? RESPONSE_MESSAGES.discussionClosed : RESPONSE_MESSAGES.openHint}</p>
      <button
        type="button"
        className="button button--outline story-discussion__switch"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await setClosed(!closed);
          setBusy(false);
        }}
      >
        {closed ? RESPONSE_MESSAGES.reopenAction : RESPONSE_MESSAGES.closeAction}
      </button>
    </section>
  );
}
