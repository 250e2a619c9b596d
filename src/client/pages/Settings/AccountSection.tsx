import { useQuery } from '../../data';
import { useState } from 'react';
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

/** The account's email address (name, username, photo and bio are in the profile section). */
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
