import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  error?: string | null;
  shaking?: boolean;
  hint?: ReactNode;
  /** Put after the input, inside its frame (the password show/hide button). */
  adornment?: ReactNode;
  autoFocusOnStep?: boolean;
}

/** A labelled input; its error is announced politely and described by the input. */
export function Field({ label, error, shaking, hint, adornment, autoFocusOnStep, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`susi-field${shaking ? ' susi-shake' : ''}${error ? ' susi-field--invalid' : ''}`}>
      <label className="susi-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="susi-field__frame">
        <input
          {...input}
          id={id}
          className="susi-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-autofocus={autoFocusOnStep ? '' : undefined}
        />
        {adornment}
      </div>
      {hint && (
        <p id={hintId} className="susi-field__hint">
          {hint}
        </p>
      )}
      <p id={errorId} className="susi-field__error" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

type PasswordFieldProps = Omit<FieldProps, 'type' | 'adornment'>;

/** A password input with a show/hide switch. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      adornment={
        <button
          type="button"
          className="susi-field__toggle"
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
