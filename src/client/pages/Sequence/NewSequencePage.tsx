import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { SEQUENCE_DESCRIPTION_MAX, SEQUENCE_TITLE_MAX, sequenceDescriptionError, sequenceTitleError } from '../../../shared/validation/series';
import { useMutation } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { CreateSequenceMutation } from './sequence-operations';
import '../Series/series.css';
import './sequence.css';

const TRY_AGAIN = 'That didn’t work. Please try again.';

/** /s/new: a reading path of published stories, in the order they are best read; its stories are added on its page. */
export default function NewSequencePage(_: PageProps) {
  const { productName } = useShell();
  const navigate = useNavigate();
  const [create] = useMutation(CreateSequenceMutation);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useHead({ title: `New sequence – ${productName}`, robots: 'noindex' });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = sequenceTitleError(title) ?? sequenceDescriptionError(description);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const answer = (await create({ variables: { title, description } })).data.createSequence;
      if (answer.__typename !== 'Sequence') return setError('message' in answer ? answer.message : TRY_AGAIN);
      void navigate(buildPath('ShowSequence', { sequenceSlug: answer.slug }));
    } catch {
      setError(TRY_AGAIN);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="series-form-page">
      <p className="series-page__kicker">New sequence</p>
      <h1 className="series-form-page__title">Make a reading path</h1>
      <p className="series-form-page__lede">
        A sequence is a run of published stories read in order, like a short course. Give it a name here, then add stories by their address; readers move through them with Previous and Next.
      </p>
      <form className="series-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <label className="series-form__label" htmlFor="sequence-title">
          Title
        </label>
        <input id="sequence-title" className="series-form__input" value={title} maxLength={SEQUENCE_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} autoFocus />
        <label className="series-form__label" htmlFor="sequence-description">
          Description <span className="series-form__optional">(optional)</span>
        </label>
        <textarea
          id="sequence-description"
          className="series-form__textarea series-form__textarea--short"
          rows={3}
          value={description}
          maxLength={SEQUENCE_DESCRIPTION_MAX}
          onChange={(e) => setDescription(e.target.value)}
        />
        {error && (
          <p className="series-form__error" role="alert">
            {error}
          </p>
        )}
        <div className="series-form__buttons">
          <button type="submit" className="button button--accent" disabled={busy}>
            Create sequence
          </button>
        </div>
      </form>
    </div>
  );
}
