import { useMutation, useQuery } from '../../data';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useToasts } from '../../components/Toasts/toasts';
import type { YourStoryFragment } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { StoryRow } from './StoryRow';
import { DeletePostMutation } from '../story-operations';
import { UnpublishStoryMutation, YourStoriesQuery } from './your-stories-operations';
import { tabFor, tabLabel, YOUR_STORIES_TABS, type YourStoriesTab } from './your-stories-tabs';
import './your-stories.css';

export const STORY_DELETED_MESSAGE = 'Your story was deleted.';
export const STORY_UNPUBLISHED_MESSAGE = 'Your story was unpublished and is back in your drafts.';
const TRY_AGAIN = 'That didn’t work. Please try again.';

/** /me/stories/{filterBy}: the viewer's drafts, published, unlisted stories and responses. */
export default function YourStoriesPage({ params }: PageProps) {
  const tab = tabFor(params.filterBy);
  if (!tab) return <NotFoundPage />;
  return <YourStories tab={tab} />;
}

function YourStories({ tab }: { tab: YourStoriesTab }) {
  const { productName, session } = useShell();
  const { showToast } = useToasts();
  useHead({ title: `Your stories – ${productName}`, robots: 'noindex' });
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, loading, fetchMore, refetch } = useQuery(YourStoriesQuery, {
    variables: { filter: tab.filter },
    fetchPolicy: 'cache-and-network',
  });
  const [unpublish] = useMutation(UnpublishStoryMutation);
  const [deletePost] = useMutation(DeletePostMutation);
  const [loadingMore, setLoadingMore] = useState(false);
  const [toDelete, setToDelete] = useState<YourStoryFragment | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const counts = data?.viewerStoryCounts ?? null;
  const stories = data?.viewerStories.posts ?? [];
  const next = data?.viewerStories.pagingInfo.next ?? null;

  async function showMore() {
    if (!next) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { filter: tab.filter, paging: { limit: next.limit, to: next.to } },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          viewerStories: {
            ...fetchMoreResult.viewerStories,
            posts: [...previous.viewerStories.posts, ...fetchMoreResult.viewerStories.posts],
          },
        }),
      });
    } catch {
      showToast({ message: TRY_AGAIN, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setLoadingMore(false);
    }
  }

  async function onUnpublish(story: YourStoryFragment) {
    try {
      const answer = (await unpublish({ variables: { postId: story.id } })).data?.unpublishPost;
      if (answer?.__typename !== 'Post') throw new Error(answer && 'message' in answer ? answer.message : TRY_AGAIN);
      await refetch();
      showToast({ message: STORY_UNPUBLISHED_MESSAGE });
    } catch (e) {
      showToast({ message: e instanceof Error && e.message ? e.message : TRY_AGAIN, toastStyle: 'RETRYABLE_ERROR' });
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      const answer = (await deletePost({ variables: { postId: toDelete.id } })).data?.deletePost;
      if (answer?.__typename !== 'PostDeleted') {
        setDeleteError(answer && 'message' in answer ? answer.message : TRY_AGAIN);
        return;
      }
      setToDelete(null);
      await refetch();
      showToast({ message: STORY_DELETED_MESSAGE });
      heading.current?.focus();
    } catch {
      setDeleteError(TRY_AGAIN);
    } finally {
      setDeleting(false);
    }
  }

  if (error && !data) {
    return (
      <div className="your-stories">
        <h1 className="your-stories__title">Your stories</h1>
        {session.isLoggedInCookie ? (
          <p role="alert">
            We couldn’t load your stories.{' '}
            <button type="button" className="button button--outline" onClick={() => void refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <p>
            <a href={buildPath('ShowSignIn', {}, { query: { redirect: buildPath('ShowYourStories', { filterBy: tab.filterBy }) } })}>
              Sign in
            </a>{' '}
            to see your stories.
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="your-stories">
      <div className="your-stories__header">
        <h1 ref={heading} tabIndex={-1} className="your-stories__title">
          Your stories
        </h1>
        <Link className="button button--accent" to={buildPath('ShowNewStory')}>
          Write a story
        </Link>
      </div>
      <nav aria-label="Your stories">
        <ul className="your-stories__tabs">
          {YOUR_STORIES_TABS.map((t) => (
            <li key={t.filterBy}>
              <Link
                className="your-stories__tab"
                to={buildPath('ShowYourStories', { filterBy: t.filterBy })}
                aria-current={t.filterBy === tab.filterBy ? 'page' : undefined}
              >
                {tabLabel(t, counts)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {stories.length > 0 ? (
        <ul className="your-stories__list">
          {stories.map((story) => (
            <StoryRow key={story.id} story={story} onUnpublish={onUnpublish} onDelete={(s) => setToDelete(s)} />
          ))}
        </ul>
      ) : (
        !loading && <p className="your-stories__empty">{tab.empty}</p>
      )}
      {next && (
        <button type="button" className="button button--outline your-stories__more" onClick={showMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Show more'}
        </button>
      )}
      {toDelete && (
        <ConfirmDialog
          title="Delete story?"
          confirmLabel="Delete"
          busy={deleting}
          error={deleteError}
          onConfirm={confirmDelete}
          onCancel={() => {
            const id = toDelete.id;
            setToDelete(null);
            setDeleteError(null);
            // After the dialog has closed and handed focus back, return it to the row's menu button.
            requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-post-id="${id}"] .story-menu__button`)?.focus());
          }}
        >
          <p>
            “{toDelete.title || 'Untitled story'}” will be deleted for good: it leaves your profile, its publication and every list,
            and its link stops working.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
