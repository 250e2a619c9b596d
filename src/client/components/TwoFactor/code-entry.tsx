import { useEffect, useState, type JSX, type Ref } from 'react';
import { RECOVERY_CODE_LENGTH } from '../../../shared/validation/auth';
import type { LockoutState } from './verification-outcome';

/** The error line of a code form, and the shake that goes with each refused entry. */
export function useRefusal() {
  const [error, setError] = useState<string | null>(null);
  const [shakeKey, setShakeKey] = useState(0);
  function refuse(message: string) {
    setError(message);
    setShakeKey((k) => k + 1);
  }
  return { error, setError, shakeKey, refuse };
}

/** Where the account stands after refused codes; a soft lockout lifts by itself. */
export function useLockout() {
  const [lockout, setLockout] = useState<LockoutState | null>(null);
  useEffect(() => {
    if (!lockout?.locked || lockout.lockedOutUntil === null) return;
    const timer = setTimeout(() => setLockout({ locked: false, failCount: 0, lockedOutUntil: null }), Math.max(0, lockout.lockedOutUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [lockout]);
  return [lockout, setLockout] as const;
}

/** Announces why an entry was refused (empty when there is nothing to say). */
export function CodeErrorLine(props: { id: string; error: string | null }): JSX.Element {
  return (
    <p id={props.id} className="tfa-error" aria-live="assertive">
      {props.error ?? ''}
    </p>
  );
}

const normalizeRecovery = (text: string) => text.replace(/[\s-]/g, '').toUpperCase().slice(0, RECOVERY_CODE_LENGTH);

/** One of the 8-character backup (recovery) codes, typed with or without spaces and dashes. */
export function RecoveryCodeField(props: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
  describedBy: string;
  shaking: boolean;
  disabled: boolean;
  hidden: boolean;
  inputRef?: Ref<HTMLInputElement>;
  maxLength?: number;
  autoFocusMarker?: boolean;
}): JSX.Element {
  return (
    <div className={`tfa-field${props.shaking ? ' tfa-shake' : ''}`} hidden={props.hidden}>
      <label className="tfa-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        ref={props.inputRef}
        id={props.id}
        className="tfa-field__input tfa-field__input--code"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={props.maxLength}
        value={props.value}
        onChange={(e) => props.onChange(normalizeRecovery(e.currentTarget.value))}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        disabled={props.disabled}
        data-autofocus={props.autoFocusMarker ? '' : undefined}
      />
    </div>
  );
}
