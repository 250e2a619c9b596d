import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  checkDescription,
  checkPublicationName,
  checkPublicationSlug,
  checkTagline,
  PUBLICATION_DESCRIPTION_MAX_LENGTH,
  PUBLICATION_NAME_MAX_LENGTH,
  PUBLICATION_TAGLINE_MAX_LENGTH,
  suggestPublicationSlug,
} from '../../../shared/validation/publications';
import { useClient } from '../../data';
import { graphql } from '../../gql';
import { ImageField } from '../ImageField/ImageField';
import '../FormField/form-field.css';

export const SLUG_CHECK_DELAY_MS = 300;

export const PublicationSlugAvailabilityQuery = graphql(`
  query PublicationSlugAvailability($slug: String!, $collectionId: ID) {
    collectionSlugAvailability(slug: $slug, collectionId: $collectionId) {
      slug
      available
      message
    }
  }
`);

export interface PublicationFormValues {
  name: string;
  slug: string;
  tagline: string;
  description: string;
  avatarImageId: string | null;
  logoImageId: string | null;
}

interface PublicationFormProps {
  initial: PublicationFormValues;
  /** The publication being edited (its own address counts as available), or null for a new one. */
  collectionId: string | null;
  /** The instance's own address, shown before the slug. */
  origin: string;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal of the last save, if any. */
  error: string | null;
  onSubmit: (values: PublicationFormValues) => void;
}

type Availability = { state: 'idle' | 'checking' } | { state: 'available' | 'taken'; message: string };

/** A character count as people count them, shown once near the limit. */
function Counter({ value, max }: { value: string; max: number }) {
  const used = [...value].length;
  if (used < max * 0.8) return null;
  return (
    <span className="form-field__counter" aria-live="polite">
      {used}/{max}
    </span>
  );
}

/**
 * A publication's about fields: name, address (checked as it is typed: its form at once, whether it is free
 * once typing pauses), tagline, description, avatar and logo. The same form starts a publication and edits one.
 */
export function PublicationForm({ initial, collectionId, origin, submitLabel, busy, error, onSubmit }: PublicationFormProps) {
  const client = useClient();
  const ids = { name: useId(), slug: useId(), slugStatus: useId(), tagline: useId(), description: useId(), error: useId() };
  const [values, setValues] = useState(initial);
  // A new publication's address follows its name until the writer types one of their own.
  const [slugTouched, setSlugTouched] = useState(collectionId !== null);
  const [availability, setAvailability] = useState<Availability>({ state: 'idle' });
  const [problems, setProblems] = useState<Partial<Record<keyof PublicationFormValues, string>>>({});

  const set = <K extends keyof PublicationFormValues>(key: K, value: PublicationFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  function onName(name: string) {
    setValues((v) => ({ ...v, name, slug: slugTouched ? v.slug : suggestPublicationSlug(name) }));
  }

  useEffect(() => {
    const wanted = values.slug.trim().toLowerCase();
    if (wanted === '' || (collectionId !== null && wanted === initial.slug)) {
      setAvailability({ state: 'idle' });
      return;
    }
    const local = checkPublicationSlug(wanted);
    if (!local.ok) {
      setAvailability({ state: 'taken', message: local.message });
      return;
    }
    setAvailability({ state: 'checking' });
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const { data } = await client.query({
          query: PublicationSlugAvailabilityQuery,
          variables: { slug: local.slug, collectionId },
          fetchPolicy: 'network-only',
        });
        if (cancelled) return;
        const answer = data.collectionSlugAvailability;
        setAvailability({ state: answer.available ? 'available' : 'taken', message: answer.message });
      } catch {
        if (!cancelled) setAvailability({ state: 'idle' });
      }
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client, values.slug, collectionId, initial.slug]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<keyof PublicationFormValues, string>> = {};
    const name = checkPublicationName(values.name);
    if (!name.ok) found.name = name.message;
    const slug = checkPublicationSlug(values.slug);
    if (!slug.ok) found.slug = slug.message;
    else if (availability.state === 'taken') found.slug = availability.message;
    const tagline = checkTagline(values.tagline);
    if (!tagline.ok) found.tagline = tagline.message;
    const description = checkDescription(values.description);
    if (!description.ok) found.description = description.message;
    setProblems(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(found.name ? ids.name : found.slug ? ids.slug : found.tagline ? ids.tagline : ids.description)?.focus();
      return;
    }
    onSubmit({ ...values, slug: slug.ok ? slug.slug : values.slug });
  }

  const slugMessage = problems.slug ?? (availability.state === 'available' || availability.state === 'taken' ? availability.message : availability.state === 'checking' ? 'Checking…' : null);
  const slugBad = Boolean(problems.slug) || availability.state === 'taken';

  return (
    <form className="publication-form" onSubmit={submit} noValidate>
      <div className="form-field">
        <label className="form-field__label" htmlFor={ids.name}>
          Name <Counter value={values.name} max={PUBLICATION_NAME_MAX_LENGTH} />
        </label>
        <input
          id={ids.name}
          className="form-field__input"
          value={values.name}
          onChange={(e) => onName(e.target.value)}
          maxLength={PUBLICATION_NAME_MAX_LENGTH * 2}
          aria-invalid={problems.name ? true : undefined}
          aria-describedby={problems.name ? `${ids.name}-error` : undefined}
          autoComplete="off"
          required
        />
        {problems.name && (
          <p id={`${ids.name}-error`} className="form-field__error" role="alert">
            {problems.name}
          </p>
        )}
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={ids.slug}>
          Address
        </label>
        <div className="form-field__prefix">
          <span>{origin.replace(/^https?:\/\//, '')}/</span>
          <input
            id={ids.slug}
            className="form-field__input"
            value={values.slug}
            onChange={(e) => {
              setSlugTouched(true);
              set('slug', e.target.value.toLowerCase());
            }}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={slugBad ? true : undefined}
            aria-describedby={ids.slugStatus}
          />
        </div>
        <p id={ids.slugStatus} className={slugBad ? 'form-field__error' : 'form-field__ok'} aria-live="polite">
          {slugMessage ?? '\u00a0'}
        </p>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={ids.tagline}>
          Tagline <Counter value={values.tagline} max={PUBLICATION_TAGLINE_MAX_LENGTH} />
        </label>
        <p className="form-field__hint">One line under the name, at the top of every page.</p>
        <input
          id={ids.tagline}
          className="form-field__input"
          value={values.tagline}
          onChange={(e) => set('tagline', e.target.value)}
          aria-invalid={problems.tagline ? true : undefined}
        />
        {problems.tagline && (
          <p className="form-field__error" role="alert">
            {problems.tagline}
          </p>
        )}
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={ids.description}>
          Description <Counter value={values.description} max={PUBLICATION_DESCRIPTION_MAX_LENGTH} />
        </label>
        <p className="form-field__hint">What the publication is about, for its about page and search results.</p>
        <textarea
          id={ids.description}
          className="form-field__textarea"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          aria-invalid={problems.description ? true : undefined}
        />
        {problems.description && (
          <p className="form-field__error" role="alert">
            {problems.description}
          </p>
        )}
      </div>
      <ImageField
        label="Avatar"
        hint="A square image shown beside the name and in menus. At least 120 × 120 pixels."
        imageId={values.avatarImageId}
        onChange={(id) => set('avatarImageId', id)}
        shape="square"
      />
      <ImageField
        label="Logo"
        hint="A wide wordmark shown in the header instead of the name. Transparent PNG works best."
        imageId={values.logoImageId}
        onChange={(id) => set('logoImageId', id)}
        shape="wide"
      />
      {error && (
        <p id={ids.error} className="form-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button--dark" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
