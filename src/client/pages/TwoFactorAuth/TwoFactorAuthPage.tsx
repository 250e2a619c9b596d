import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { TwoFactorSignInStep } from '../../components/TwoFactor/TwoFactorSignInStep';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import './two-factor-auth.css';

/**
 * /two-factor-authentication?token=…: where an email-link or provider sign-in lands when the account has
 * two-factor on. Signing in loads the destination as a whole new page (the session is new).
 */
export default function TwoFactorAuthPage(_props: PageProps) {
  const { productName } = useShell();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [mode, setMode] = useState<'code' | 'recovery'>(searchParams.get('mode') === 'recovery' ? 'recovery' : 'code');
  useHead({ title: `Two-factor authentication – ${productName}`, robots: 'noindex' });

  return (
    <main className="page tfa-page">
      <div className="tfa-page__card">
        <h1 className="tfa-page__kicker">Two-factor authentication</h1>
        {token ? (
          <TwoFactorSignInStep token={token} mode={mode} onModeChange={setMode} onSignedIn={(redirect) => window.location.assign(redirect)} />
        ) : (
          <div className="tfa-step">
            <p className="tfa-error" role="alert">
              Your sign-in has expired. Please sign in again.
            </p>
            <a className="button button--dark" href={buildPath('ShowSignIn')}>
              Sign in
            </a>
          </div>
        )}
      </div>
    </main>
  );
}
