import { useQuery } from '../../data';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useToasts } from '../../components/Toasts/toasts';
import { useHead } from '../../shell/head';
import { useFlag, useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { OtherSessionsOffer } from './OtherSessionsOffer';
import { PasswordForm, type SavedPassword } from './PasswordForm';
import { PasswordViewerQuery } from './password-operations';
import { ResetLinkOffer } from './ResetLinkOffer';
import './password.css';

const SIGN_IN_FOR_NEW_LINK = buildPath('ShowSignIn', {}, { query: { operation: 'login', step: 'ENTER_EMAIL' } });

/** /password: with ?token= an emailed reset link; otherwise the signed-in reader's own password. */
export default function PasswordPage(_props: PageProps) {
  const { productName } = useShell();
  const { search } = useLocation();
  // The address loses its query string after the first render; the link's token is kept here.
  const [token] = useState(() => new URLSearchParams(search).get('token'));
  useHead({ title: `${token ? 'Create a password' : 'Your password'} – ${productName}`, robots: 'noindex' });
  return <div className="password-page">{token ? <ResetPassword token={token} /> : <OwnPassword />}</div>;
}

function RequestNewLink() {
  return (
    <p className="password-page__hint">
      Reset links work once and only for a short while. <a href={SIGN_IN_FOR_NEW_LINK}>Request a new link</a> from the sign-in page: enter your email,
      then choose “Forgot password?”.
    </p>
  );
}

function Heading({ eyebrow, title, focusKey }: { eyebrow?: string; title: string; focusKey?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusKey) ref.current?.focus();
  }, [focusKey]);
  return (
    <header className="password-page__header">
      {eyebrow && <p className="password-page__eyebrow">{eyebrow}</p>}
      <h1 ref={ref} className="password-page__title" tabIndex={-1}>
        {title}
      </h1>
    </header>
  );
}

function ResetPassword({ token }: { token: string }) {
  const { productName } = useShell();
  const { showToast } = useToasts();
  const [expired, setExpired] = useState(false);
  const [leaving, setLeaving] = useState(false);

  function saved({ redirect }: SavedPassword) {
    setLeaving(true);
    // A full page load, so every part of the page starts over as the signed-in reader.
    window.location.assign(redirect);
  }

  function linkExpired(message: string) {
    showToast({ message, toastStyle: 'ERROR' });
    setExpired(true);
  }

  if (expired) {
    return (
      <>
        <Heading eyebrow={`Your ${productName} account`} title="This link has expired" focusKey="expired" />
        <RequestNewLink />
      </>
    );
  }
  return (
    <>
      <Heading eyebrow="Create your account" title="Create a password" />
      <p className="password-page__lede">Choose a new password for your {productName} account. Once it is saved, you are signed in.</p>
      <PasswordForm mode="reset" token={token} submitLabel="Save password" autoFocus onSaved={saved} onExpired={linkExpired} recovery={<RequestNewLink />} />
      <p className="password-page__status" role="status" aria-live="polite">
        {leaving ? 'Password saved. Signing you in…' : ''}
      </p>
    </>
  );
}

function OwnPassword() {
  const { productName } = useShell();
  const enabled = useFlag('enable_passwords');
  const { data, loading, error } = useQuery(PasswordViewerQuery, { skip: !enabled });
  const [saved, setSaved] = useState<SavedPassword | null>(null);
  const viewer = data?.viewer;

  if (!enabled) {
    return (
      <>
        <Heading title="Your password" />
        <p className="password-page__lede">
          {productName} does not use passwords here: you sign in with a link sent to your email, or with a connected account.
        </p>
      </>
    );
  }
  if (loading && !viewer) return <p className="password-page__lede">Loading…</p>;
  if (error && !viewer) {
    return (
      <p className="password-page__lede" role="alert">
        We couldn’t load your account. Please reload the page and try again.
      </p>
    );
  }
  if (!viewer) {
    return (
      <>
        <Heading title="Your password" />
        <p className="password-page__lede">
          <a href={buildPath('ShowSignIn', {}, { query: { redirect: buildPath('ShowPassword') } })}>Sign in</a> to set or change your password.
        </p>
        <p className="password-page__hint">
          Forgot your password? <a href={SIGN_IN_FOR_NEW_LINK}>Sign in with your email</a> and choose “Forgot password?” to get a reset link.
        </p>
      </>
    );
  }
  if (saved) {
    return (
      <>
        <Heading title="Password saved" focusKey="saved" />
        <p className="password-page__lede">You can now sign in with your email and this password.</p>
        {saved.otherSessionCount > 0 && <OtherSessionsOffer count={saved.otherSessionCount} />}
        <p>
          <a href={`${buildPath('ShowSettings')}#security`}>Back to your settings</a>
        </p>
      </>
    );
  }
  const changing = viewer.hasPassword;
  return (
    <>
      <Heading eyebrow={changing ? undefined : 'Your account'} title={changing ? 'Change your password' : 'Create a password'} />
      <p className="password-page__lede">
        {changing ? 'Enter your current password, then the new one.' : `With a password you can sign in to ${productName} without waiting for an email.`}
      </p>
      <PasswordForm
        mode={changing ? 'change' : 'create'}
        submitLabel="Save password"
        onSaved={setSaved}
        recovery={viewer.email ? <ResetLinkOffer email={viewer.email} /> : null}
      />
    </>
  );
}
