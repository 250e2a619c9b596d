import { useId, useState, type ReactNode, type Ref } from 'react';

interface PasswordInputProps {
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  error?: string | null;
  hint?: ReactNode;
  shaking?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled password input with a show/hide switch; its hint and error describe it to assistive technology. */
export function PasswordInput({ label, value, onChange, autoComplete, error, hint, shaking, disabled, ref }: PasswordInputProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`password-input${error ? ' password-input--invalid' : ''}${shaking ? ' password-input--shake' : ''}`}>
      <label className="password-input__label" htmlFor={id}>
        {label}
      </label>
      <div className="password-input__frame">
        <input
          ref={ref}
          id={id}
          className="password-input__field"
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-pressed={visible}
          aria-label={`Show ${label.toLowerCase()}`}
          onClick={() => setVisible((v) => !v)}
          disabled={disabled}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="password-input__hint">
          {hint}
        </p>
      )}
      <p id={errorId} className="password-input__error" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
