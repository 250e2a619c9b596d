import { useMutation, useQuery } from '../../data';
import { useRef, useState } from 'react';
import { MESSAGES, type TwoFactorMethod } from '../../../shared/validation/auth';
import { useToasts } from '../../components/Toasts/toasts';
import { RemoveTwoFactorForm } from '../../components/TwoFactor/RemoveTwoFactorForm';
import { EndOtherSessionsAfterTwoFactorMutation, ViewerTwoFactorQuery } from '../../components/TwoFactor/settings-operations';
import { METHOD_LABELS, TwoFactorSetupWizard } from '../../components/TwoFactor/TwoFactorSetupWizard';

type Panel = { kind: 'status' } | { kind: 'wizard'; start: 'SELECT_METHOD' | 'BACKUP_CODES'; opened: number } | { kind: 'remove' };

function methodLine(method: TwoFactorMethod | null | undefined, phoneLast4: string | null | undefined): string {
  if (!method) return '';
  const label = METHOD_LABELS[method];
  return method === 'AUTH_APP' || !phoneLast4 ? label : `${label} to the number ending in ${phoneLast4}`;
}

/** /me/settings#security: whether two-factor is on and how, its setup wizard, backup codes, turning it off. */
export function TwoFactorSection() {
  const { showToast } = useToasts();
  const { data, loading, error, refetch } = useQuery(ViewerTwoFactorQuery, { fetchPolicy: 'cache-and-network' });
  const [endOthers, { loading: endingOthers }] = useMutation(EndOtherSessionsAfterTwoFactorMutation);
  const [panel, setPanel] = useState<Panel>({ kind: 'status' });
  const [otherSessionCount, setOtherSessionCount] = useState(0);
  const openButton = useRef<HTMLButtonElement>(null);
  const status = data?.viewer?.twoFactor;

  const backToStatus = () => {
    setPanel({ kind: 'status' });
    void refetch().finally(() => openButton.current?.focus());
  };
  const openWizard = (start: 'SELECT_METHOD' | 'BACKUP_CODES') => setPanel({ kind: 'wizard', start, opened: Date.now() });

  async function signOutOthers() {
    try {
      const { data: ended } = await endOthers();
      setOtherSessionCount(0);
      showToast({ message: `Signed out of ${ended?.endOtherSessions ?? 0} other session(s).` });
    } catch {
      showToast({ message: MESSAGES.tryAgain, toastStyle: 'RETRYABLE_ERROR' });
    }
  }

  return (
    <section className="settings-section tfa-settings" aria-labelledby="settings-two-factor" data-testid="two-factor-section">
      <h3 id="settings-two-factor" className="settings-section__title">
        Two-factor authentication
      </h3>
      {!status && loading && <p className="settings-section__hint">Loading…</p>}
      {!status && error && (
        <p className="tfa-error" role="alert">
          {MESSAGES.tryAgain}
        </p>
      )}
      {status && (
        <div className="tfa-settings__status" aria-live="polite">
          <p className="tfa-settings__state" data-testid="two-factor-status">
            <span className={`tfa-badge${status.enabled ? ' tfa-badge--on' : ''}`}>{status.enabled ? 'On' : 'Off'}</span>
            {status.enabled ? methodLine(status.method, status.phoneLast4) : 'Add a code from your phone to every sign-in, so a password or email link alone is not enough.'}
          </p>
          {status.enabled && panel.kind !== 'wizard' && (
            <p className="settings-section__hint" data-testid="backup-codes-remaining">
              {status.backupCodesRemaining === 0
                ? 'You have no backup codes left. Make new ones so you can still sign in without your phone.'
                : `${status.backupCodesRemaining} backup code(s) left.`}
            </p>
          )}
        </div>
      )}

      {otherSessionCount > 0 && panel.kind === 'status' && (
        <div className="tfa-settings__sessions" role="status">
          <p className="settings-section__hint">You're still signed in elsewhere. Sign those sessions out so they need the new second step too.</p>
          <button type="button" className="button button--outline" disabled={endingOthers} onClick={() => void signOutOthers()}>
            Sign out of {otherSessionCount} other session(s)
          </button>
        </div>
      )}

      {panel.kind === 'wizard' && (
        <TwoFactorSetupWizard
          key={panel.opened}
          initialStep={panel.start}
          onEnabled={({ otherSessionCount: count }) => {
            setOtherSessionCount(count);
            showToast({ message: 'Two-factor authentication is on.' });
            void refetch();
          }}
          onDone={backToStatus}
          onCancel={backToStatus}
        />
      )}

      {panel.kind === 'remove' && status?.method && (
        <div className="tfa-wizard">
          <RemoveTwoFactorForm
            method={status.method}
            onRemoved={() => {
              setOtherSessionCount(0);
              showToast({ message: 'Two-factor authentication is off.' });
              backToStatus();
            }}
            onCancel={backToStatus}
          />
        </div>
      )}

      {panel.kind === 'status' && status && (
        <div className="tfa-wizard__actions">
          {status.enabled ? (
            <>
              <button ref={openButton} type="button" className="button button--outline" onClick={() => openWizard('BACKUP_CODES')}>
                Regenerate backup codes
              </button>
              <button type="button" className="button button--outline" onClick={() => openWizard('SELECT_METHOD')}>
                Change method
              </button>
              <button type="button" className="button button--ghost tfa-danger" onClick={() => setPanel({ kind: 'remove' })}>
                Turn off
              </button>
            </>
          ) : (
            <button ref={openButton} type="button" className="button button--dark" onClick={() => openWizard('SELECT_METHOD')}>
              Turn on two-factor authentication
            </button>
          )}
        </div>
      )}
    </section>
  );
}
