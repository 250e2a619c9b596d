import { useMutation } from '../../data';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { INPUT_SHAKE_MS, MESSAGES, PASSWORD_HINT } from '../../../shared/validation/auth';
import { CrupdatePasswordMutation } from './password-operations';
import { newPasswordProblem, passwordOutcome, type PasswordFieldName } from './password-outcome';
import { PasswordInput } from './PasswordInput';
import './password.css';


export interface SavedPassword {
  redirect: string;
  otherSessionCount: number;
}

interface PasswordFormProps {
  /** reset: from an emailed link; create: a first password; change: needs the current one. */
  mode: 'reset' | 'create' | 'change';
  token?: string;
  submitLabel: string;
  autoFocus?: boolean;
  onSaved(saved: SavedPassword): void;
  onExpired?(message: string): void;
  onCancel?(): void;
  /** Shown under the error when only a new link (or a reset email) can help. */
  recovery?: ReactNode;
}

interface FormError {
  message: string;
  field: PasswordFieldName;
}

/** Sets, changes or resets a password through crupdatePassword, with every answer shown beside its field. */
export function PasswordForm({ mode, token, submitLabel, autoFocus, onSaved, onExpired, onCancel, recovery }: PasswordFormProps) {
  const [password, setPassword] = useState('');
  const [oldPassword, setOldPassword] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [lockedOut, setLockedOut] = useState(false);
  const [showRecovery, setShowRecovery] = useState(false);
  const [shaking, setShaking] = useState(false);
  const [crupdate, { loading }] = useMutation(CrupdatePasswordMutation);
  const oldRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const firstRef = mode === 'change' ? oldRef : newRef;

  useEffect(() => {
    if (autoFocus) firstRef.current?.focus();
  }, [autoFocus, firstRef]);

  useEffect(() => {
    if (!shaking) return;
    const timer = setTimeout(() => setShaking(false), INPUT_SHAKE_MS);
    return () => clearTimeout(timer);
  }, [shaking]);

  function fail(next: FormError) {
    setError(next);
    setShaking(true);
    (next.field === 'oldPassword' ? oldRef : newRef).current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading || lockedOut) return;
    if (mode === 'change' && !oldPassword) return fail({ message: MESSAGES.currentPasswordRequired, field: 'oldPassword' });
    const problem = newPasswordProblem(password);
    if (problem) return fail({ message: problem, field: 'password' });
    setError(null);
    try {
      const { data } = await crupdate({ variables: { password, oldPassword: mode === 'change' ? oldPassword : null, token: token ?? null } });
      if (!data) return fail({ message: MESSAGES.tryAgain, field: 'password' });
      const outcome = passwordOutcome(data.crupdatePassword);
      if (outcome.kind === 'saved') return onSaved({ redirect: outcome.redirect, otherSessionCount: outcome.otherSessionCount });
      if (outcome.kind === 'expired') {
        if (onExpired) return onExpired(outcome.message);
        return fail({ message: outcome.message, field: 'password' });
      }
      setLockedOut(outcome.lockedOut);
      setShowRecovery(outcome.newLinkHint);
      fail({ message: outcome.message, field: mode === 'change' ? outcome.field : 'password' });
    } catch {
      fail({ message: MESSAGES.tryAgain, field: 'password' });
    }
  }

  return (
    <form className="password-form" onSubmit={submit} noValidate>
      {mode === 'change' && (
        <PasswordInput
          ref={oldRef}
          label="Current password"
          value={oldPassword}
          onChange={setOldPassword}
          autoComplete="current-password"
          error={error?.field === 'oldPassword' ? error.message : null}
          shaking={shaking && error?.field === 'oldPassword'}
          disabled={lockedOut}
        />
      )}
      <PasswordInput
        ref={newRef}
        label={mode === 'change' ? 'New password' : 'Password'}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={error?.field === 'password' ? error.message : null}
        shaking={shaking && error?.field === 'password'}
        disabled={lockedOut}
      />
      {showRecovery && recovery}
      <div className="password-form__actions">
        <button type="submit" className="button button--dark password-form__submit" disabled={loading || lockedOut} aria-busy={loading}>
          {loading ? 'Saving…' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
