import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buildPath, postIdFromParam } from '../../../shared/routes';
import { PART_TEXT_MAX, partTextError, partTextFromBody, SERIES_DESCRIPTION_MAX, SERIES_TITLE_MAX, seriesTitleError } from '../../../shared/validation/series';
import { useSiteHrefs } from '../../components/SiteLink/site-links';
import { useToasts } from '../../components/Toasts/toasts';
import { useMutation, useQuery } from '../../data';
import type { SeriesEditQuery } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import {
  AddSeriesPartMutation,
  DeleteSeriesPartMutation,
  PublishSeriesMutation,
  PublishSeriesPartMutation,
  SeriesEditQuery as Query,
  UnpublishSeriesMutation,
  UpdateSeriesMutation,
  UpdateSeriesPartMutation,
} from './series-edit-operations';
import './series.css';

type Series = NonNullable<SeriesEditQuery['series']>;
type Part = Series['seriesParts'][number];
type Answer = { __typename: string; message?: string };

const TRY_AGAIN = 'That didn’t work. Please try again.';

/** Runs a change and says how it went; true when it was done. */
function useChange(refetch: () => Promise<unknown>) {
  const { showToast } = useToasts();
  const [busy, setBusy] = useState(false);
  async function run(change: () => Promise<Answer>, done?: string): Promise<boolean> {
    setBusy(true);
    try {
      const answer = await change();
      if (answer.__typename !== 'Post') {
        showToast({ message: answer.message ?? TRY_AGAIN, toastStyle: 'ERROR' });
        return false;
      }
      await refetch();
      if (done) showToast({ message: done });
      return true;
    } catch {
      showToast({ message: TRY_AGAIN, toastStyle: 'ERROR' });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

/** /series/{postId}/edit: the writer's desk for a series — its name, its parts (drafts too), publishing. */
export default function SeriesEditPage({ params }: PageProps) {
  const postId = postIdFromParam(params.postId ?? '');
  const { data, loading, refetch } = useQuery(Query, { variables: { postId: postId ?? '' }, skip: !postId, fetchPolicy: 'network-only' });
  const series = data?.series ?? null;
  if (!postId || (!series && !loading) || (series && !series.seriesViewerEdge.isWriter)) return <NotFoundPage />;
  if (!series) return null;
  return <SeriesDesk series={series} refetch={() => refetch()} />;
}

function SeriesDesk({ series, refetch }: { series: Series; refetch: () => Promise<unknown> }) {
  const { productName } = useShell();
  const siteHref = useSiteHrefs();
  const { busy, run } = useChange(refetch);
  const [addPart] = useMutation(AddSeriesPartMutation);
  const [publish] = useMutation(PublishSeriesMutation);
  const [unpublish] = useMutation(UnpublishSeriesMutation);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [tags, setTags] = useState(series.tags.map((t) => t.displayTitle).join(', '));
  useHead({ title: `Edit “${series.title}” – ${productName}`, robots: 'noindex' });

  async function onAdd(publishNow: boolean) {
    const problem = partTextError(draft);
    setDraftError(problem);
    if (problem) return;
    const added = await run(
      async () => (await addPart({ variables: { postId: series.id, text: draft, publish: publishNow } })).data.addSeriesPart,
      publishNow ? 'Part published. Your followers will hear of it.' : 'Part saved as a draft.',
    );
    if (added) setDraft('');
  }

  async function onPublish(event: FormEvent) {
    event.preventDefault();
    const list = tags.split(',').map((t) => t.trim()).filter(Boolean);
    await run(async () => (await publish({ variables: { postId: series.id, tags: list } })).data.publishSeries, 'Your series is published.');
  }

  return (
    <div className="series-desk">
      <p className="series-desk__crumbs">
        <Link to={buildPath('ShowYourSeries')}>Your series</Link>
        <span aria-hidden="true"> / </span>
        <Link to={siteHref(series.mediumUrl)}>{series.isPublished ? 'View series' : 'Preview'}</Link>
      </p>
      <SeriesNameForm series={series} refetch={refetch} />

      <section className="series-desk__section" aria-labelledby="parts-title">
        <h2 id="parts-title" className="series-desk__heading">
          Parts
        </h2>
        {series.seriesParts.length === 0 && <p className="series-desk__hint">No parts yet. Write the first one below.</p>}
        <ol className="series-desk__parts">
          {series.seriesParts.map((part) => (
            <PartEditor key={part.id} part={part} seriesPublished={series.isPublished} refetch={refetch} />
          ))}
        </ol>
        <div className="series-composer">
          <label className="series-form__label" htmlFor="new-part">
            {series.seriesParts.length === 0 ? 'First part' : `Part ${series.seriesParts.length + 1}`}
          </label>
          <textarea
            id="new-part"
            className="series-form__textarea"
            rows={6}
            maxLength={PART_TEXT_MAX + 200}
            placeholder="Write a short part. Leave a blank line between paragraphs."
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <p className="series-composer__count">
            {[...draft.trim()].length} / {PART_TEXT_MAX}
          </p>
          {draftError && (
            <p className="series-form__error" role="alert">
              {draftError}
            </p>
          )}
          <div className="series-form__buttons">
            {series.isPublished && (
              <button type="button" className="button button--accent" disabled={busy} onClick={() => void onAdd(true)}>
                Publish part
              </button>
            )}
            <button type="button" className={series.isPublished ? 'button button--outline' : 'button button--accent'} disabled={busy} onClick={() => void onAdd(false)}>
              {series.isPublished ? 'Save as draft' : 'Add part'}
            </button>
          </div>
        </div>
      </section>

      <section className="series-desk__section" aria-labelledby="publish-title">
        <h2 id="publish-title" className="series-desk__heading">
          {series.isPublished ? 'Published' : 'Publish'}
        </h2>
        {series.isPublished ? (
          <div className="series-desk__published">
            <p className="series-desk__hint">Readers see every published part. New parts you publish are announced to the series’ followers.</p>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void run(async () => (await unpublish({ variables: { postId: series.id } })).data.unpublishSeries, 'Your series is a draft again.')}
            >
              Unpublish series
            </button>
          </div>
        ) : (
          <form className="series-form" onSubmit={(event) => void onPublish(event)}>
            <p className="series-desk__hint">Publishing shows the series and all its parts to readers. Add a few tags so readers can find it.</p>
            <label className="series-form__label" htmlFor="series-tags">
              Tags <span className="series-form__optional">(comma-separated)</span>
            </label>
            <input id="series-tags" className="series-form__input" value={tags} onChange={(e) => setTags(e.target.value)} placeholder="Fiction, Travel" />
            <div className="series-form__buttons">
              <button type="submit" className="button button--accent" disabled={busy || series.seriesParts.length === 0}>
                Publish series
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}

function SeriesNameForm({ series, refetch }: { series: Series; refetch: () => Promise<unknown> }) {
  const { busy, run } = useChange(refetch);
  const [update] = useMutation(UpdateSeriesMutation);
  const [title, setTitle] = useState(series.title);
  const [description, setDescription] = useState(series.subtitle);
  const [error, setError] = useState<string | null>(null);
  const changed = title !== series.title || description !== series.subtitle;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = seriesTitleError(title);
    setError(problem);
    if (problem) return;
    await run(async () => (await update({ variables: { postId: series.id, title, description } })).data.updateSeries, 'Saved.');
  }

  return (
    <form className="series-form series-desk__name" onSubmit={(event) => void onSubmit(event)} noValidate>
      <label className="visually-hidden" htmlFor="series-title">
        Title
      </label>
      <input id="series-title" className="series-desk__title-input" value={title} maxLength={SERIES_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
      <label className="visually-hidden" htmlFor="series-description">
        Description
      </label>
      <textarea
        id="series-description"
        className="series-desk__description-input"
        value={description}
        maxLength={SERIES_DESCRIPTION_MAX}
        placeholder="What is this series about?"
        rows={2}
        onChange={(e) => setDescription(e.target.value)}
      />
      {error && (
        <p className="series-form__error" role="alert">
          {error}
        </p>
      )}
      {changed && (
        <div className="series-form__buttons">
          <button type="submit" className="button button--dark" disabled={busy}>
            Save title and description
          </button>
        </div>
      )}
    </form>
  );
}

function PartEditor({ part, seriesPublished, refetch }: { part: Part; seriesPublished: boolean; refetch: () => Promise<unknown> }) {
  const { busy, run } = useChange(refetch);
  const [save] = useMutation(UpdateSeriesPartMutation);
  const [publishPart] = useMutation(PublishSeriesPartMutation);
  const [remove] = useMutation(DeleteSeriesPartMutation);
  const original = partTextFromBody(part.bodyModel);
  const [text, setText] = useState<string | null>(null);
  const editing = text !== null;

  async function onSave() {
    if (text === null) return;
    const problem = partTextError(text);
    if (problem) return void run(async () => ({ __typename: 'BadRequest', message: problem }));
    if (await run(async () => (await save({ variables: { partId: part.id, text } })).data.updateSeriesPart, 'Part saved.')) setText(null);
  }

  return (
    <li className="series-desk__part" data-part-id={part.id}>
      <p className="series-desk__part-head">
        <span className="series-desk__part-number">Part {part.number}</span>
        <span className={part.isPublished ? 'series-desk__badge series-desk__badge--published' : 'series-desk__badge'}>{part.isPublished ? 'Published' : 'Draft'}</span>
      </p>
      {editing ? (
        <textarea className="series-form__textarea" rows={6} value={text} onChange={(e) => setText(e.target.value)} aria-label={`Part ${part.number}`} />
      ) : (
        <div className="series-desk__part-text">
          {part.bodyModel.paragraphs.map((p) => (
            <p key={p.id}>{p.text}</p>
          ))}
        </div>
      )}
      <div className="series-desk__part-tools">
        {editing ? (
          <>
            <button type="button" className="button button--dark" disabled={busy} onClick={() => void onSave()}>
              Save
            </button>
            <button type="button" className="button button--ghost" onClick={() => setText(null)}>
              Cancel
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button button--ghost" onClick={() => setText(original)}>
              Edit
            </button>
            {!part.isPublished && seriesPublished && (
              <button
                type="button"
                className="button button--outline"
                disabled={busy}
                onClick={() => void run(async () => (await publishPart({ variables: { partId: part.id } })).data.publishSeriesPart, 'Part published. Your followers will hear of it.')}
              >
                Publish
              </button>
            )}
            <button
              type="button"
              className="button button--ghost series-desk__delete"
              disabled={busy}
              onClick={() => {
                if (window.confirm(`Delete part ${part.number}? This cannot be undone.`)) void run(async () => (await remove({ variables: { partId: part.id } })).data.deleteSeriesPart, 'Part deleted.');
              }}
            >
              Delete
            </button>
          </>
        )}
      </div>
    </li>
  );
}
