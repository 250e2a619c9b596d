import { useMutation } from '../../data';
import { useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { joinedLabel } from '../../../shared/format/dates';
import { buildPath } from '../../../shared/routes';
import { PROFILE_MESSAGES, checkBio } from '../../../shared/validation/profile';
import { BioField, bioTooLong } from '../../components/ProfileFields/BioField';
import { useToasts } from '../../components/Toasts/toasts';
import { useShell } from '../../shell/shell-context';
import { UpdateBioMutation } from './profile-operations';
import { emptyTabMessage, followersLabel, followingLabel, tabPath } from './profile-tabs';

export const BIO_SAVED_MESSAGE = 'Your bio was saved.';
const TRY_AGAIN = 'Your bio was not saved. Please try again.';

interface AboutUser {
  id: string;
  name: string;
  username?: string | null;
  bio: string;
  createdAt: number;
  socialStats: { followerCount: number; followingCount: number };
}

/** The owner edits the bio where it is shown; Save keeps it, Cancel puts the saved one back. */
function BioEditor({ bio, onDone }: { bio: string; onDone: () => void }) {
  const { showToast } = useToasts();
  const [value, setValue] = useState(bio);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateBioMutation);
  const tooLong = bioTooLong(value);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkBio(value);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    try {
      const answer = (await save({ variables: { bio: checked.bio } })).data.updateUserProfile;
      if (answer.__typename === 'User') {
        showToast({ message: BIO_SAVED_MESSAGE });
        onDone();
      } else setError(answer.message);
    } catch {
      setError(TRY_AGAIN);
    }
  }

  return (
    <form className="profile-about__editor" onSubmit={submit} noValidate>
      <BioField value={value} onChange={setValue} error={error ?? (tooLong ? PROFILE_MESSAGES.bioTooLong : null)} autoFocus label="Your bio" />
      <div className="profile-about__editor-buttons">
        <button type="button" className="button button--ghost" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button--dark" disabled={loading || tooLong}>
          {loading ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

/** The about tab: the bio (editable in place by its owner), when the person joined, and their follow counts. */
export function ProfileAbout({ user, own }: { user: AboutUser; own: boolean }) {
  const { productName } = useShell();
  const [editing, setEditing] = useState(false);
  useEffect(() => setEditing(false), [user.id]);
  const settings = buildPath('ShowSettings', {}, { hash: 'profile' });

  return (
    <section className="profile-about" aria-label={`About ${user.name}`}>
      {editing ? (
        <BioEditor bio={user.bio} onDone={() => setEditing(false)} />
      ) : (
        <div className="profile-about__bio-row">
          <p className={`profile-about__bio${user.bio ? '' : ' profile-about__bio--empty'}`}>{user.bio || emptyTabMessage('about', user.name, own)}</p>
          {own && (
            // A link to the settings without JavaScript; in place once the page is interactive.
            <a
              className="button button--outline profile-about__edit"
              href={settings}
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                setEditing(true);
              }}
            >
              {user.bio ? 'Edit bio' : 'Add a bio'}
            </a>
          )}
        </div>
      )}
      <p className="profile-about__joined">{joinedLabel(productName, user.createdAt)}</p>
      <p className="profile-about__counts">
        <Link to={tabPath('followers', user)}>{followersLabel(user.socialStats.followerCount)}</Link>
        <span aria-hidden="true"> · </span>
        <Link to={tabPath('following', user)}>{followingLabel(user.socialStats.followingCount)}</Link>
      </p>
    </section>
  );
}
