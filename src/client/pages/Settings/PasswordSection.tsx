import { useQuery } from '../../data';
import { useRef, useState } from 'react';
import { useFlag } from '../../shell/shell-context';
import { OtherSessionsOffer } from '../Password/OtherSessionsOffer';
import { PasswordForm, type SavedPassword } from '../Password/PasswordForm';
import { PasswordViewerQuery } from '../Password/password-operations';
import { ResetLinkOffer } from '../Password/ResetLinkOffer';

/** /me/settings#security: whether the account has a password, and setting or changing it in place. */
export function PasswordSection() {
  const enabled = useFlag('enable_passwords');
  const { data, refetch } = useQuery(PasswordViewerQuery, { skip: !enabled });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<SavedPassword | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const viewer = data?.viewer;
  if (!enabled || !viewer) return null;

  function open() {
    setSaved(null);
    setEditing(true);
  }

  function close() {
    setEditing(false);
    // The form is gone: put focus back where the reader opened it.
    requestAnimationFrame(() => toggle.current?.focus());
  }

  async function done(result: SavedPassword) {
    setSaved(result);
    close();
    await refetch();
  }

  return (
    <section className="settings-section password-section" aria-labelledby="settings-password">
      <h3 id="settings-password" className="settings-section__title">
        Password
      </h3>
      <p className="settings-section__hint">
        {viewer.hasPassword
          ? 'You can sign in with your email address and password.'
          : 'You have not set a password: you sign in with a link sent to your email, or with a connected account.'}
      </p>
      <p className="password-section__status" role="status" aria-live="polite">
        {saved ? 'Your password has been saved.' : ''}
      </p>
      {saved && saved.otherSessionCount > 0 && <OtherSessionsOffer count={saved.otherSessionCount} />}
      {editing ? (
        <PasswordForm
          mode={viewer.hasPassword ? 'change' : 'create'}
          submitLabel="Save password"
          autoFocus
          onSaved={done}
          onCancel={close}
          recovery={viewer.email ? <ResetLinkOffer email={viewer.email} /> : null}
        />
      ) : (
        <button ref={toggle} type="button" className="button button--outline" onClick={open}>
          {viewer.hasPassword ? 'Change password' : 'Set a password'}
        </button>
      )}
    </section>
  );
}
