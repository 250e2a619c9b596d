import { useMutation, useQuery } from '../../data';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { INPUT_SHAKE_MS, MESSAGES, NAME_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../../shared/validation/auth';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { AccountTokenQuery, CreateAccountMutation } from './registration-operations';
import { usernameFromName } from '../../../shared/format/username';
import './registration.css';

const REQUEST_NEW_LINK = buildPath('ShowSignIn', {}, { query: { operation: 'register' } });

/** /registration-form: the last step of a sign-up by email link, once the address is proven. */
export default function RegistrationFormPage(_props: PageProps) {
  const { productName } = useShell();
  const { search } = useLocation();
  // The address loses its query string after the first render; the redirect is kept here.
  const [redirect] = useState(() => new URLSearchParams(search).get('redirect'));
  useHead({ title: `Almost there! – ${productName}`, robots: 'noindex' });
  // The token is a secret of this browser's sign-up: asked for afresh, never rendered into the page's HTML.
  const { data, loading, error } = useQuery(AccountTokenQuery, { fetchPolicy: 'network-only', ssr: false });

  return (
    <div className="registration">
      {loading ? (
        <div className="registration__card">
          <h1 className="registration__title">Almost there!</h1>
          <p className="registration__status" role="status">
            Loading…
          </p>
        </div>
      ) : error ? (
        <div className="registration__card">
          <h1 className="registration__title">Something went wrong</h1>
          <p className="registration__lede" role="alert">
            {MESSAGES.retryableError}
          </p>
        </div>
      ) : data?.accountToken ? (
        <RegistrationForm accessToken={data.accountToken} redirect={redirect} productName={productName} />
      ) : (
        <ExpiredLink />
      )}
    </div>
  );
}

function ExpiredLink() {
  return (
    <div className="registration__card">
      <h1 className="registration__title">Your sign-up link has expired</h1>
      <p className="registration__lede">
        Sign-up links work once and only for a short while. Ask for a new one and open it from your inbox to finish creating your account.
      </p>
      <a className="button button--dark registration__submit" href={REQUEST_NEW_LINK}>
        Get a new sign-up link
      </a>
    </div>
  );
}

function RegistrationForm({ accessToken, redirect, productName }: { accessToken: string; redirect: string | null; productName: string }) {
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  // Until the reader edits the username, it follows the name.
  const [usernameEdited, setUsernameEdited] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [shaking, setShaking] = useState(false);
  const [createAccount, { loading: saving }] = useMutation(CreateAccountMutation);
  const nameRef = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), nameError: useId(), username: useId(), usernameHint: useId(), formError: useId() };

  useEffect(() => {
    nameRef.current?.focus();
  }, []);
  useEffect(() => {
    if (!shaking) return;
    const timer = setTimeout(() => setShaking(false), INPUT_SHAKE_MS);
    return () => clearTimeout(timer);
  }, [shaking]);

  function changeName(value: string) {
    setName(value);
    setNameError(null);
    if (!usernameEdited) setUsername(usernameFromName(value));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!name.trim()) {
      setNameError(MESSAGES.nameRequired);
      setShaking(true);
      nameRef.current?.focus();
      return;
    }
    try {
      const result = await createAccount({
        variables: { accessToken, name: name.trim(), username: username.trim() || null, redirect },
      });
      const answer = result.data?.createAccount;
      if (!answer) throw new Error('No answer');
      if (answer.__typename === 'AuthInfo') {
        // A full page load, so every part of the page starts over as the new account.
        window.location.assign(answer.redirect);
        return;
      }
      setFormError(answer.message);
    } catch {
      setFormError(MESSAGES.tryAgain);
    }
  }

  const profilePath = username.trim() ? `/@${username.trim().toLowerCase()}` : null;
  return (
    <form className="registration__card" onSubmit={submit} noValidate aria-describedby={formError ? ids.formError : undefined}>
      <h1 className="registration__title">Almost there!</h1>
      <p className="registration__lede">
        Finish creating your account for the full {productName} experience. Your name appears on your profile, with your stories, responses and
        highlights.
      </p>

      <div className="registration__field">
        <label className="registration__label" htmlFor={ids.name}>
          Full name
        </label>
        <input
          ref={nameRef}
          id={ids.name}
          className={`registration__input${nameError ? ' registration__input--invalid' : ''}${shaking ? ' registration__input--shake' : ''}`}
          type="text"
          name="name"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          value={name}
          onChange={(e) => changeName(e.target.value)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? ids.nameError : undefined}
          required
        />
        <p id={ids.nameError} className="registration__error" aria-live="polite">
          {nameError}
        </p>
      </div>

      <div className="registration__field">
        <label className="registration__label" htmlFor={ids.username}>
          Username
        </label>
        <input
          id={ids.username}
          className="registration__input"
          type="text"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USERNAME_MAX_LENGTH}
          value={username}
          onChange={(e) => {
            setUsername(e.target.value);
            setUsernameEdited(true);
          }}
          aria-describedby={ids.usernameHint}
        />
        <p id={ids.usernameHint} className="registration__hint">
          3 to 30 letters, numbers or underscores. {profilePath ? `Your profile will be at ${profilePath}.` : 'You can change it later in your settings.'}
        </p>
      </div>

      <p id={ids.formError} className="registration__form-error" role="alert">
        {formError}
      </p>
      <button type="submit" className="button button--dark registration__submit" disabled={saving}>
        {saving ? 'Creating your account…' : 'Create account'}
      </button>
      <p className="registration__legal">
        By creating an account, you agree to the <a href={buildPath('ShowLegal')}>Terms of Service</a> and acknowledge the{' '}
        <a href={buildPath('ShowLegal')}>Privacy Policy</a>.
      </p>
    </form>
  );
}
