import { useId } from 'react';
import { BIO_MAX_LENGTH, bioLength } from '../../../shared/validation/profile';
import './ProfileFields.css';

interface BioFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  label?: string;
  autoFocus?: boolean;
  id?: string;
}

/** A bio of up to BIO_MAX_LENGTH characters, with a counter that turns red past the limit (the text is kept). */
export function BioField({ value, onChange, error, label = 'Bio', autoFocus, id }: BioFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const counterId = `${fieldId}-counter`;
  const errorId = `${fieldId}-error`;
  const length = bioLength(value);
  const over = length > BIO_MAX_LENGTH;
  return (
    <div className="profile-field">
      <label className="profile-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <textarea
        id={fieldId}
        className="profile-field__input profile-field__textarea"
        rows={3}
        value={value}
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={over || error ? true : undefined}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
      />
      <div className="profile-field__foot">
        {error ? (
          <p id={errorId} className="profile-field__error" role="alert">
            {error}
          </p>
        ) : (
          <span />
        )}
        <span id={counterId} className={`profile-field__counter${over ? ' profile-field__counter--over' : ''}`} aria-live="polite">
          {length}/{BIO_MAX_LENGTH}
        </span>
      </div>
    </div>
  );
}

export function bioTooLong(value: string): boolean {
  return bioLength(value.trim()) > BIO_MAX_LENGTH;
}
