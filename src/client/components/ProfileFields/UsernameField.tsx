import { useClient } from '../../data';
import { useEffect, useId, useState } from 'react';
import { USERNAME_MAX_LENGTH } from '../../../shared/validation/auth';
import { checkUsername } from '../../../shared/validation/profile';
import { graphql } from '../../gql';
import './ProfileFields.css';

export const UsernameAvailabilityQuery = graphql(`
  query UsernameAvailability($username: String!) {
    usernameAvailability(username: $username) {
      username
      available
      message
    }
  }
`);

/** How long typing pauses before the username is checked with the server. */
export const USERNAME_CHECK_DELAY_MS = 400;

export type Availability = { state: 'idle' } | { state: 'checking' } | { state: 'available' | 'taken'; message: string };

interface UsernameFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The username saved now: it needs no check. */
  current: string;
  /** A refusal from saving (it replaces the live status). */
  error?: string | null;
  onAvailability?: (availability: Availability) => void;
}

/**
 * The username, checked as you type: its form at once (in the browser), then whether it is free (asked once
 * typing pauses). The address it gives is shown under it.
 */
export function UsernameField({ value, onChange, current, error, onAvailability }: UsernameFieldProps) {
  const client = useClient();
  const id = useId();
  const [availability, setAvailability] = useState<Availability>({ state: 'idle' });
  const wanted = value.trim().replace(/^@/, '').toLowerCase();

  useEffect(() => {
    if (wanted === current.toLowerCase() || wanted === '') {
      setAvailability({ state: 'idle' });
      return;
    }
    const local = checkUsername(wanted);
    if (!local.ok) {
      setAvailability({ state: 'taken', message: local.message });
      return;
    }
    setAvailability({ state: 'checking' });
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const { data } = await client.query({ query: UsernameAvailabilityQuery, variables: { username: local.username }, fetchPolicy: 'network-only' });
        if (cancelled) return;
        const answer = data.usernameAvailability;
        setAvailability({ state: answer.available ? 'available' : 'taken', message: answer.message });
      } catch {
        if (!cancelled) setAvailability({ state: 'idle' });
      }
    }, USERNAME_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client, wanted, current]);

  useEffect(() => onAvailability?.(availability), [availability]); // eslint-disable-line react-hooks/exhaustive-deps

  const statusId = `${id}-status`;
  const shown = error ?? (availability.state === 'available' || availability.state === 'taken' ? availability.message : null);
  const bad = Boolean(error) || availability.state === 'taken';
  return (
    <div className="profile-field">
      <label className="profile-field__label" htmlFor={id}>
        Username
      </label>
      <div className="profile-field__prefix">
        <span aria-hidden="true">@</span>
        <input
          id={id}
          className="profile-field__input"
          type="text"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USERNAME_MAX_LENGTH + 1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={bad || undefined}
          aria-describedby={statusId}
        />
      </div>
      <div className="profile-field__foot">
        <p id={statusId} className={`profile-field__status${bad ? ' profile-field__status--taken' : availability.state === 'available' ? ' profile-field__status--available' : ' profile-field__hint'}`} aria-live="polite" data-availability={error ? 'error' : availability.state}>
          {availability.state === 'checking' ? 'Checking…' : (shown ?? `Your profile: /@${wanted || current}`)}
        </p>
        <span className="profile-field__counter">
          {wanted.length}/{USERNAME_MAX_LENGTH}
        </span>
      </div>
    </div>
  );
}
