import { countLabel } from '../../../shared/format/intl';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { buildPath } from '../../../shared/routes';
import {
  checkFeaturePage,
  FEATURE_PAGE_DESCRIPTION_MAX_LENGTH,
  FEATURE_PAGE_TITLE_MAX_LENGTH,
  MAX_FEATURE_PAGE_POSTS,
} from '../../../shared/validation/publications';
import { useSiteHref } from '../../components/SiteLink/site-links';
import { useToasts } from '../../components/Toasts/toasts';
import { useMutation, useQuery } from '../../data';
import { AdminFeaturePagesQuery, CreateFeaturePageMutation, DeleteFeaturePageMutation, UpdateFeaturePageMutation } from './admin-operations';
import { AdminFrame, refusalOf, TRY_AGAIN } from './AdminFrame';

function PageLink({ url, title }: { url: string; title: string }) {
  return <Link to={useSiteHref(url)}>{title}</Link>;
}

/** /{slug}/settings/feature-pages: the publication's feature pages (titled pages of chosen stories). */
export function FeaturePagesSection({ slug }: { slug: string }) {
  const { data, refetch } = useQuery(AdminFeaturePagesQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  const { showToast } = useToasts();
  const [remove] = useMutation(DeleteFeaturePageMutation);
  const [busy, setBusy] = useState(false);
  const full = data?.collectionByDomainOrSlug;

  async function onDelete(id: string, title: string) {
    setBusy(true);
    try {
      const refused = refusalOf((await remove({ variables: { featurePageId: id } })).data.deleteFeaturePage, 'Collection');
      if (refused) showToast({ message: refused, toastStyle: 'ERROR' });
      else {
        await refetch();
        showToast({ message: `“${title}” was deleted.` });
      }
    } catch {
      showToast({ message: TRY_AGAIN, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminFrame collection={full} tab="featurePages" title="Feature pages">
      {(collection) =>
        full && (
          <section className="admin-section">
            <p className="admin-section__hint">A feature page gathers stories you choose under a title of its own. Add it to the navigation to show it in the header.</p>
            <p>
              <Link className="button button--dark" to={buildPath('ShowCollectionNewFeaturePage', { collectionSlug: collection.slug })}>
                New feature page
              </Link>
            </p>
            {full.featurePages.length === 0 ? (
              <p className="admin-section__empty">No feature pages yet.</p>
            ) : (
              <ul className="admin-list">
                {full.featurePages.map((page) => (
                  <li key={page.id} className="admin-row">
                    <div className="admin-row__text">
                      <span className="admin-row__title">
                        <PageLink url={page.mediumUrl} title={page.title} />
                      </span>
                      <span className="admin-row__meta" suppressHydrationWarning>
                        {countLabel(page.posts.length, 'story', 'stories')} · updated {formatDate(page.updatedAt)}
                      </span>
                    </div>
                    <div className="admin-row__actions">
                      <Link className="button button--outline" to={buildPath('ShowCollectionEditFeaturePage', { collectionSlug: collection.slug, featurePageId: page.id })}>
                        Edit<span className="visually-hidden"> {page.title}</span>
                      </Link>
                      <button type="button" className="button button--ghost" disabled={busy} onClick={() => void onDelete(page.id, page.title)}>
                        Delete<span className="visually-hidden"> {page.title}</span>
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )
      }
    </AdminFrame>
  );
}

/** New and edit feature page: a title, a description and the stories, in order. */
export function FeaturePageEditor({ slug, featurePageId }: { slug: string; featurePageId: string | null }) {
  const { data } = useQuery(AdminFeaturePagesQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  const full = data?.collectionByDomainOrSlug;
  const page = featurePageId ? full?.featurePages.find((p) => p.id === featurePageId) : null;
  return (
    <AdminFrame collection={full} tab="featurePages" title={featurePageId ? 'Edit feature page' : 'New feature page'}>
      {(collection) => {
        if (!full) return null;
        if (featurePageId && !page) return <p className="admin-section__empty">That feature page does not exist.</p>;
        return (
          <FeaturePageForm
            key={page?.id ?? 'new'}
            collectionId={collection.id}
            slug={collection.slug}
            featurePageId={page?.id ?? null}
            initial={{ title: page?.title ?? '', description: page?.description ?? '', postIds: page?.posts.map((p) => p.id) ?? [] }}
            stories={full.latestPostsConnection.posts}
          />
        );
      }}
    </AdminFrame>
  );
}

interface FormProps {
  collectionId: string;
  slug: string;
  featurePageId: string | null;
  initial: { title: string; description: string; postIds: string[] };
  stories: { id: string; title: string; firstPublishedAt?: number | null; creator: { name: string } }[];
}

function FeaturePageForm({ collectionId, slug, featurePageId, initial, stories }: FormProps) {
  const navigate = useNavigate();
  const { showToast } = useToasts();
  const ids = { title: useId(), description: useId() };
  const [create] = useMutation(CreateFeaturePageMutation);
  const [update] = useMutation(UpdateFeaturePageMutation);
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [chosen, setChosen] = useState<string[]>(initial.postIds);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const byId = new Map(stories.map((s) => [s.id, s]));

  const toggle = (id: string) => setChosen((all) => (all.includes(id) ? all.filter((x) => x !== id) : [...all, id]));
  const move = (index: number, by: -1 | 1) =>
    setChosen((all) => {
      const next = [...all];
      const [id] = next.splice(index, 1);
      if (id) next.splice(index + by, 0, id);
      return next;
    });

  async function onSave() {
    const checked = checkFeaturePage({ title, description });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const input = { title, description, postIds: chosen };
      const answer = featurePageId
        ? (await update({ variables: { featurePageId, input } })).data.updateFeaturePage
        : (await create({ variables: { collectionId, input } })).data.createFeaturePage;
      const refused = refusalOf(answer, 'FeaturePage');
      if (refused) {
        setError(refused);
        return;
      }
      showToast({ message: featurePageId ? 'The feature page was saved.' : 'The feature page was created.', duration: 'next-page' });
      navigate(buildPath('ShowCollectionFeaturePages', { collectionSlug: slug }));
    } catch {
      setError(TRY_AGAIN);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-section">
      <div className="form-field">
        <label className="form-field__label" htmlFor={ids.title}>
          Title
        </label>
        <input id={ids.title} className="form-field__input" value={title} maxLength={FEATURE_PAGE_TITLE_MAX_LENGTH * 2} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={ids.description}>
          Description
        </label>
        <input
          id={ids.description}
          className="form-field__input"
          value={description}
          maxLength={FEATURE_PAGE_DESCRIPTION_MAX_LENGTH * 2}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <fieldset className="admin-fieldset">
        <legend className="form-field__label">Stories on the page ({chosen.length} of at most {MAX_FEATURE_PAGE_POSTS})</legend>
        {chosen.length === 0 && <p className="admin-section__hint">Choose stories below.</p>}
        <ol className="admin-chosen">
          {chosen.map((id, index) => (
            <li key={id}>
              <span>{byId.get(id)?.title || 'Untitled story'}</span>
              <span className="admin-chosen__actions">
                <button type="button" className="button button--ghost" disabled={index === 0} onClick={() => move(index, -1)} aria-label="Move up">
                  ↑
                </button>
                <button type="button" className="button button--ghost" disabled={index === chosen.length - 1} onClick={() => move(index, 1)} aria-label="Move down">
                  ↓
                </button>
                <button type="button" className="button button--ghost" onClick={() => toggle(id)}>
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
        <p className="form-field__hint">The publication’s latest stories:</p>
        <ul className="admin-choices">
          {stories.map((story) => (
            <li key={story.id}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.includes(story.id)}
                  disabled={!chosen.includes(story.id) && chosen.length >= MAX_FEATURE_PAGE_POSTS}
                  onChange={() => toggle(story.id)}
                />
                <span>
                  {story.title || 'Untitled story'} <span className="admin-row__meta">by {story.creator.name}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button button--dark" disabled={busy} onClick={() => void onSave()}>
          {busy ? 'Saving…' : featurePageId ? 'Save feature page' : 'Create feature page'}
        </button>
        <Link className="button button--ghost" to={buildPath('ShowCollectionFeaturePages', { collectionSlug: slug })}>
          Cancel
        </Link>
      </div>
    </section>
  );
}
