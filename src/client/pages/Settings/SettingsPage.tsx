import { useQuery } from '../../data';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { graphql } from '../../gql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { AccountSection } from './AccountSection';
import { ConnectionsSection } from './ConnectionsSection';
import { EmailNotificationsSection } from './EmailNotificationsSection';
import { MembershipSection } from './MembershipSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { PublishingSection } from './PublishingSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';
import './settings.css';

const SettingsViewerQuery = graphql(`
  query SettingsViewer {
    viewer {
      id
      name
    }
  }
`);

/** /me/settings: the profile (#profile), the account, membership (#membership), then everything about signing in (#security). */
export default function SettingsPage(_props: PageProps) {
  const { productName } = useShell();
  const { hash } = useLocation();
  const { data, loading } = useQuery(SettingsViewerQuery);
  useHead({ title: `Settings – ${productName}` });

  useEffect(() => {
    if (!hash || loading) return;
    // A return address may carry more after the anchor ('#membership&session_id=…'): the anchor is its first part.
    document.getElementById(hash.slice(1).split('&')[0] ?? '')?.scrollIntoView();
  }, [hash, loading]);

  if (!loading && !data?.viewer) {
    const redirect = buildPath('ShowSettings');
    return (
      <div className="settings">
        <h1 className="settings__title">Settings</h1>
        <p>
          <a href={buildPath('ShowSignIn', {}, { query: { redirect } })}>Sign in</a> to see your settings.
        </p>
      </div>
    );
  }

  return (
    <div className="settings">
      <h1 className="settings__title">Settings</h1>
      <section id="profile" className="settings__group" aria-labelledby="settings-profile">
        <h2 id="settings-profile" className="settings__group-title">
          Profile
        </h2>
        <ProfileSection />
        <PublishingSection />
        <div className="settings-section">
          <h3 className="settings-section__title">Custom domain</h3>
          <p className="settings-section__hint">Serve your profile and your stories from a domain of your own.</p>
          <Link to={buildPath('ShowUserCustomDomainSettings')}>Set up a custom domain</Link>
        </div>
      </section>
      <section id="account" className="settings__group" aria-labelledby="settings-account">
        <h2 id="settings-account" className="settings__group-title">
          Account
        </h2>
        <AccountSection />
      </section>
      <section id="membership" className="settings__group" aria-labelledby="settings-membership">
        <h2 id="settings-membership" className="settings__group-title">
          Membership and payment
        </h2>
        <MembershipSection />
      </section>
      <section id="email-notifications" className="settings__group" aria-labelledby="settings-email-notifications">
        <h2 id="settings-email-notifications" className="settings__group-title">
          Email notifications
        </h2>
        <EmailNotificationsSection />
      </section>
      <section id="security" className="settings__group" aria-labelledby="settings-security">
        <h2 id="settings-security" className="settings__group-title">
          Security and sign-in
        </h2>
        <PasswordSection />
        <TwoFactorSection />
        <ConnectionsSection />
        <SessionsSection />
      </section>
    </div>
  );
}
