import { useMutation, useQuery } from '../../data';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { MESSAGES, NAME_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../../shared/validation/auth';
import { useToasts } from '../../components/Toasts/toasts';
import { useResendVerification } from '../../components/VerifyEmailNotice/use-resend-verification';
import { graphql } from '../../gql';

const AccountViewerQuery = graphql(`
  query AccountViewer {
    viewer {
      id
      name
      username
      email
      unverifiedEmail
    }
  }
`);

const UpdateViewerProfileMutation = graphql(`
  mutation UpdateViewerProfile($name: String!, $username: String!) {
    updateViewerProfile(name: $name, username: $username) {
      __typename
      ... on Viewer {
        id
        name
        username
      }
      ... on BadRequest {
        message
      }
      ... on Forbidden {
        message
      }
    }
  }
`);

export const PROFILE_SAVED_MESSAGE = 'Your profile was saved.';

/** The account's email address, and its name and username (editable). */
export function AccountSection() {
  const { data } = useQuery(AccountViewerQuery);
  const viewer = data?.viewer;
  if (!viewer) return null;
  return (
    <>
      <section className="settings-section" aria-labelledby="settings-email">
        <h3 id="settings-email" className="settings-section__title">
          Email address
        </h3>
        <EmailAddress email={viewer.email ?? null} unverifiedEmail={viewer.unverifiedEmail ?? null} />
      </section>
      <section className="settings-section" aria-labelledby="settings-profile">
        <h3 id="settings-profile" className="settings-section__title">
          Name and username
        </h3>
        <ProfileForm name={viewer.name} username={viewer.username ?? ''} />
      </section>
    </>
  );
}

function EmailAddress({ email, unverifiedEmail }: { email: string | null; unverifiedEmail: string | null }) {
  const { resend, sending } = useResendVerification();
  const [sent, setSent] = useState(false);
  return (
    <>
      {email ? <p className="account-settings__email">{email}</p> : null}
      {unverifiedEmail ? (
        <div className="account-settings__pending">
          <p className="account-settings__email">
            {unverifiedEmail} <span className="account-settings__badge">Not confirmed yet</span>
          </p>
          <p className="settings-section__hint">
            {sent ? 'Check your inbox for the confirmation link.' : 'Open the link we emailed you to confirm this address.'}
          </p>
          <button type="button" className="button button--outline" disabled={sending} onClick={async () => setSent(await resend())}>
            {sending ? 'Sending…' : 'Resend verification email'}
          </button>
        </div>
      ) : null}
      {!email && !unverifiedEmail ? <p className="settings-section__hint">Your account has no email address.</p> : null}
    </>
  );
}

function ProfileForm(props: { name: string; username: string }) {
  const { showToast } = useToasts();
  const [name, setName] = useState(props.name);
  const [username, setUsername] = useState(props.username);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateViewerProfileMutation);
  const ids = { name: useId(), username: useId(), usernameHint: useId(), error: useId() };

  useEffect(() => setName(props.name), [props.name]);
  useEffect(() => setUsername(props.username), [props.username]);

  const changed = name.trim() !== props.name || username.trim().toLowerCase() !== props.username;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!name.trim()) {
      setError(MESSAGES.nameRequired);
      return;
    }
    try {
      const answer = (await save({ variables: { name: name.trim(), username: username.trim() } })).data?.updateViewerProfile;
      if (!answer) throw new Error('No answer');
      if (answer.__typename === 'Viewer') {
        showToast({ message: PROFILE_SAVED_MESSAGE });
        return;
      }
      setError(answer.message);
    } catch {
      setError(MESSAGES.tryAgain);
    }
  }

  return (
    <form className="account-settings__form" onSubmit={submit} noValidate>
      <label className="account-settings__label" htmlFor={ids.name}>
        Name
      </label>
      <input
        id={ids.name}
        className="account-settings__input"
        type="text"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        value={name}
        onChange={(e) => setName(e.target.value)}
        aria-invalid={error === MESSAGES.nameRequired ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
      />
      <label className="account-settings__label" htmlFor={ids.username}>
        Username
      </label>
      <input
        id={ids.username}
        className="account-settings__input"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={USERNAME_MAX_LENGTH}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        aria-describedby={error ? `${ids.usernameHint} ${ids.error}` : ids.usernameHint}
      />
      <p id={ids.usernameHint} className="settings-section__hint">
        3 to 30 letters, numbers or underscores. Your profile is at /@{username.trim().toLowerCase() || props.username}.
      </p>
      <p id={ids.error} className="account-settings__error" role="alert">
        {error}
      </p>
      <button type="submit" className="button button--dark" disabled={loading || !changed}>
        {loading ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
