import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '../../data';
import { MentionCombobox, type MentionUser } from '../../editor/ui/mentions';
import { ModalDialog } from '../../editor/ui/ModalDialog';
import { Avatar } from '../Avatar/Avatar';
import { useToasts } from '../Toasts/toasts';
import { SharePostWithUserMutation } from './share-post-with-user';

const TRY_AGAIN = 'That didn’t work. Please try again.';
const TITLE_ID = 'share-person-title';

function sharedToast(name: string): string {
  return `Shared with ${name}.`;
}

/**
 * 'Share with someone on Quire': the reader types a name, picks a person from the suggestions (arrows and Enter,
 * or a click) and presses Share; they hear of the story in their notifications. Escape or × closes it.
 */
export default function SharePersonDialog({ postId, title, onClose }: { postId: string; title: string; onClose: () => void }) {
  const { showToast } = useToasts();
  const [share, { loading }] = useMutation(SharePostWithUserMutation);
  const [name, setName] = useState('');
  const [person, setPerson] = useState<MentionUser | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!person || loading) return;
    setError(null);
    try {
      const answer = (await share({ variables: { postId, userId: person.id } })).data.sharePostWithUser;
      if (answer.__typename !== 'Post') {
        setError(answer.message);
        return;
      }
      showToast({ message: sharedToast(person.name) });
      onClose();
    } catch {
      setError(TRY_AGAIN);
    }
  }

  return (
    <ModalDialog labelledBy={TITLE_ID} onClose={loading ? undefined : onClose} className="editor-dialog share-person">
      <form onSubmit={onSubmit} noValidate>
        <h2 id={TITLE_ID} className="editor-dialog__title">
          Share with someone on Quire
        </h2>
        <p className="editor-dialog__text share-person__story">They’ll see “{title}” in their notifications.</p>
        <div className="share-person__field">
          {person && <Avatar name={person.name} imageId={person.imageId ?? null} size={24} />}
          <MentionCombobox
            value={name}
            onChange={(value) => {
              setName(value);
              setPerson(null);
              setError(null);
            }}
            onPick={(user) => {
              setPerson(user);
              setName(user.name);
              setError(null);
            }}
            suggest={person === null}
            label="Who should read it?"
            labelClassName="share-person__label"
            inputClassName="share-person__input"
            inputRef={input}
          />
        </div>
        <p className="editor-dialog__error" role="alert">
          {error ?? ''}
        </p>
        <div className="editor-dialog__actions">
          <button type="button" className="button button--outline" onClick={onClose} disabled={loading}>
            Cancel
          </button>
          <button type="submit" className="button button--accent" disabled={!person || loading} aria-busy={loading}>
            Share
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
