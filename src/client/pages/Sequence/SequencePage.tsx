import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatReadingTime } from '../../../shared/content';
import { buildPath, postIdFromParam } from '../../../shared/routes';
import { sequenceStoryCountLabel } from '../../../shared/validation/series';
import { Avatar } from '../../components/Avatar/Avatar';
import { MemberStar } from '../../components/PostCard/PostCard';
import { useSiteHref } from '../../components/SiteLink/site-links';
import { useToasts } from '../../components/Toasts/toasts';
import { imageUrl } from '../../components/images';
import { useMutation, useQuery } from '../../data';
import type { SequencePageQuery } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { storyInSequence } from './SequenceBar';
import { AddPostToSequenceMutation, RemovePostFromSequenceMutation, ReorderSequenceMutation, SequencePageQuery as Query } from './sequence-operations';
import './sequence.css';

type Sequence = NonNullable<SequencePageQuery['sequence']>;
type Answer = { __typename: string; message?: string };

const TRY_AGAIN = 'That didn’t work. Please try again.';

/** The story id in an address someone pasted (/@ada/on-rivers-1a2b3c4d5e6f, /p/…), or the id itself. */
export function storyIdFromAddress(address: string): string | null {
  const trimmed = address.trim();
  let path = trimmed;
  try {
    path = new URL(trimmed).pathname;
  } catch {
    // Not a full address: a path or an id.
  }
  const segments = path.split('/').filter(Boolean);
  const last = segments[segments.length - 1] ?? '';
  return postIdFromParam(last === 'edit' ? (segments[segments.length - 2] ?? '') : last);
}

/** /s/{sequenceSlug}: the sequence's stories in order, to start at the first or open any one. */
export default function SequencePage({ params }: PageProps) {
  const slug = params.sequenceSlug ?? '';
  const { data, loading, refetch } = useQuery(Query, { variables: { slug } });
  const sequence = data?.sequence ?? null;
  if (!sequence) return loading ? null : <NotFoundPage />;
  return <SequenceView sequence={sequence} refetch={() => refetch()} />;
}

function SequenceView({ sequence, refetch }: { sequence: Sequence; refetch: () => Promise<unknown> }) {
  const { productName } = useShell();
  const { showToast } = useToasts();
  const [add] = useMutation(AddPostToSequenceMutation);
  const [remove] = useMutation(RemovePostFromSequenceMutation);
  const [reorder] = useMutation(ReorderSequenceMutation);
  const [address, setAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const curatorHref = useSiteHref(sequence.creator.mediumUrl);
  const own = sequence.viewerEdge.isCreator;
  const stories = sequence.posts;
  const first = stories[0];
  useHead({
    title: `${sequence.title} – ${productName}`,
    description: sequence.description || `${sequenceStoryCountLabel(stories.length)} to read in order, put together by ${sequence.creator.name}.`,
  });

  async function change(work: () => Promise<Answer>): Promise<boolean> {
    setBusy(true);
    try {
      const answer = await work();
      if (answer.__typename !== 'Sequence') {
        showToast({ message: answer.message ?? TRY_AGAIN, toastStyle: 'ERROR' });
        return false;
      }
      await refetch();
      return true;
    } catch {
      showToast({ message: TRY_AGAIN, toastStyle: 'ERROR' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    const postId = storyIdFromAddress(address);
    if (!postId) return showToast({ message: 'Paste the address of a published story.', toastStyle: 'ERROR' });
    if (await change(async () => (await add({ variables: { sequenceId: sequence.id, postId } })).data.addPostToSequence)) setAddress('');
  }

  function move(index: number, by: -1 | 1) {
    const ids = stories.map((s) => s.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    void change(async () => (await reorder({ variables: { sequenceId: sequence.id, postIds: ids } })).data.reorderSequence);
  }

  return (
    <div className="sequence-page" data-sequence={sequence.slug}>
      <header className="sequence-page__head">
        <p className="series-page__kicker sequence-page__kicker">Sequence</p>
        <h1 className="sequence-page__title">{sequence.title}</h1>
        {sequence.description && <p className="sequence-page__description">{sequence.description}</p>}
        <p className="sequence-page__meta">
          <Link to={curatorHref} className="sequence-page__curator">
            <Avatar name={sequence.creator.name} imageId={sequence.creator.imageId} size={24} isMember={sequence.creator.mediumMemberAt != null} />
            <span>{sequence.creator.name}</span>
          </Link>
          <span aria-hidden="true">·</span>
          <span>{sequenceStoryCountLabel(stories.length)}</span>
        </p>
        {first && (
          <Link className="button button--dark sequence-page__start" to={storyInSequence(sequence.slug, first.id)}>
            Start reading
          </Link>
        )}
      </header>

      {stories.length === 0 ? (
        <p className="sequence-page__empty">{own ? 'No stories yet. Add the first one below by its address.' : 'This sequence has no stories yet.'}</p>
      ) : (
        <ol className="sequence-page__stories">
          {stories.map((story, index) => (
            <li key={story.id} className="sequence-item" data-post-id={story.id}>
              <span className="sequence-item__number" aria-hidden="true">
                {index + 1}
              </span>
              <div className="sequence-item__text">
                <Link to={storyInSequence(sequence.slug, story.id)} className="sequence-item__link">
                  <h2 className="sequence-item__title">{story.title || 'Untitled story'}</h2>
                  {story.subtitle && <p className="sequence-item__subtitle">{story.subtitle}</p>}
                </Link>
                <p className="sequence-item__meta">
                  {story.isLocked && <MemberStar />}
                  <span>{story.creator.name}</span>
                  <span aria-hidden="true">·</span>
                  <span>{formatReadingTime(story.readingTime)}</span>
                </p>
                {own && (
                  <div className="sequence-item__tools" role="group" aria-label={`Arrange “${story.title}”`}>
                    <button type="button" className="sequence-item__tool" disabled={busy || index === 0} onClick={() => move(index, -1)}>
                      ↑ Move up
                    </button>
                    <button type="button" className="sequence-item__tool" disabled={busy || index === stories.length - 1} onClick={() => move(index, 1)}>
                      ↓ Move down
                    </button>
                    <button
                      type="button"
                      className="sequence-item__tool sequence-item__tool--remove"
                      disabled={busy}
                      onClick={() => void change(async () => (await remove({ variables: { sequenceId: sequence.id, postId: story.id } })).data.removePostFromSequence)}
                    >
                      Remove
                    </button>
                  </div>
                )}
              </div>
              {story.previewImage && <img className="sequence-item__image" src={imageUrl(story.previewImage.id, 200)} alt="" loading="lazy" decoding="async" />}
            </li>
          ))}
        </ol>
      )}

      {own && (
        <form className="sequence-page__add" onSubmit={(event) => void onAdd(event)}>
          <label htmlFor="sequence-add" className="series-form__label">
            Add a story
          </label>
          <div className="sequence-page__add-row">
            <input
              id="sequence-add"
              className="series-form__input"
              placeholder="Paste a story’s address"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
            />
            <button type="submit" className="button button--accent" disabled={busy || !address.trim()}>
              Add
            </button>
          </div>
        </form>
      )}
      <p className="sequence-page__more">
        <Link to={buildPath('ShowSequenceLibrary')}>More sequences</Link>
      </p>
    </div>
  );
}
