import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { SERIES_DESCRIPTION_MAX, SERIES_TITLE_MAX, seriesDescriptionError, seriesTitleError } from '../../../shared/validation/series';
import { useMutation } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { CreateSeriesMutation } from './series-edit-operations';
import './series.css';

const TRY_AGAIN = 'That didn’t work. Please try again.';

/** /new-series: name the series and say what it is about; its parts come next, on its edit page. */
export default function NewSeriesPage(_: PageProps) {
  const { productName } = useShell();
  const navigate = useNavigate();
  const [create] = useMutation(CreateSeriesMutation);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useHead({ title: `New series – ${productName}`, robots: 'noindex' });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = seriesTitleError(title) ?? seriesDescriptionError(description);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const answer = (await create({ variables: { title, description } })).data.createSeries;
      if (answer.__typename !== 'Post') return setError('message' in answer ? answer.message : TRY_AGAIN);
      void navigate(buildPath('ShowSeriesEdit', { postId: answer.id }));
    } catch {
      setError(TRY_AGAIN);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="series-form-page">
      <p className="series-page__kicker">New series</p>
      <h1 className="series-form-page__title">Tell a story in parts</h1>
      <p className="series-form-page__lede">
        A series is a stack of short cards your readers go through one at a time. Publish the first parts when they are ready and add more whenever you like: readers who follow the series hear of each new part.
      </p>
      <form className="series-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <label className="series-form__label" htmlFor="series-title">
          Title
        </label>
        <input id="series-title" className="series-form__input" value={title} maxLength={SERIES_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} autoFocus required />
        <label className="series-form__label" htmlFor="series-description">
          Description <span className="series-form__optional">(optional)</span>
        </label>
        <textarea
          id="series-description"
          className="series-form__textarea series-form__textarea--short"
          value={description}
          maxLength={SERIES_DESCRIPTION_MAX}
          onChange={(e) => setDescription(e.target.value)}
          rows={3}
        />
        {error && (
          <p className="series-form__error" role="alert">
            {error}
          </p>
        )}
        <div className="series-form__buttons">
          <button type="submit" className="button button--accent" disabled={busy}>
            Create series
          </button>
        </div>
      </form>
    </div>
  );
}
