import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import './series.css';

const TRY_AGAIN = 'That didn’t work. Please try again.';

/** What the page makes: a series (/new-series) or a sequence (/s/new). */
export interface NewSeriesFormProps {
  /** `series` or `sequence`: the page title, the kicker, the button and the fields' ids say it. */
  noun: 'series' | 'sequence';
  heading: string;
  lede: string;
  titleMax: number;
  descriptionMax: number;
  /** The title field is marked required (the series form's is). */
  titleRequired?: boolean;
  /** Why the title or description cannot be used, or null. */
  problem: (title: string, description: string) => string | null;
  /** Creates it: the address to go to next, or the refusal's message (null when the answer has none). */
  create: (title: string, description: string) => Promise<{ path: string } | { refusal: string | null }>;
}

/** The page that names a new series or sequence and says what it is about; its stories come next, on its own page. */
export function NewSeriesForm({ noun, heading, lede, titleMax, descriptionMax, titleRequired, problem, create }: NewSeriesFormProps) {
  const { productName } = useShell();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useHead({ title: `New ${noun} – ${productName}`, robots: 'noindex' });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const why = problem(title, description);
    if (why) return setError(why);
    setBusy(true);
    setError(null);
    try {
      const answer = await create(title, description);
      if ('refusal' in answer) return setError(answer.refusal ?? TRY_AGAIN);
      void navigate(answer.path);
    } catch {
      setError(TRY_AGAIN);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="series-form-page">
      <p className="series-page__kicker">{`New ${noun}`}</p>
      <h1 className="series-form-page__title">{heading}</h1>
      <p className="series-form-page__lede">{lede}</p>
      <form className="series-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <label className="series-form__label" htmlFor={`${noun}-title`}>
          Title
        </label>
        <input
          id={`${noun}-title`}
          className="series-form__input"
          value={title}
          maxLength={titleMax}
          onChange={(e) => setTitle(e.target.value)}
          autoFocus
          required={titleRequired}
        />
        <label className="series-form__label" htmlFor={`${noun}-description`}>
          Description <span className="series-form__optional">(optional)</span>
        </label>
        <textarea
          id={`${noun}-description`}
          className="series-form__textarea series-form__textarea--short"
          rows={3}
          value={description}
          maxLength={descriptionMax}
          onChange={(e) => setDescription(e.target.value)}
        />
        {error && (
          <p className="series-form__error" role="alert">
            {error}
          </p>
        )}
        <div className="series-form__buttons">
          <button type="submit" className="button button--accent" disabled={busy}>
            {`Create ${noun}`}
          </button>
        </div>
      </form>
    </div>
  );
}
