import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatReadingTime } from '../../../shared/content';
import { formatDate } from '../../../shared/format/dates';
import { buildPath } from '../../../shared/routes';
import { COLLECTION_STORY_FILTERS, MAX_FEATURED_POSTS, SUBMISSION_NOTE_MAX_LENGTH } from '../../../shared/validation/publications';
import { Avatar } from '../../components/Avatar/Avatar';
import { useSiteHref } from '../../components/SiteLink/site-links';
import { useToasts } from '../../components/Toasts/toasts';
import { useMutation, useQuery } from '../../data';
import type { AdminStoriesQuery as AdminStoriesData } from '../../gql/graphql';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import { AdminStoriesQuery, ApproveMutation, DeclineMutation, RemovePostMutation, SetFeaturedMutation } from './admin-operations';
import { AdminFrame, refusalOf, TRY_AGAIN } from './AdminFrame';

type Story = NonNullable<AdminStoriesData['collectionByDomainOrSlug']>['storiesConnection']['posts'][number];

/** /{slug}/stories/{filterBy}: published stories, the submissions queue, and the editors' drafts. */
export function StoriesSection({ slug, filterBy }: { slug: string; filterBy: string }) {
  const tab = COLLECTION_STORY_FILTERS.find((f) => f.filterBy === filterBy);
  if (!tab) return <NotFoundPage />;
  return <Stories slug={slug} tab={tab} />;
}

function Stories({ slug, tab }: { slug: string; tab: (typeof COLLECTION_STORY_FILTERS)[number] }) {
  const { search, pathname } = useLocation();
  const to = new URLSearchParams(search).get('to') ?? undefined;
  const { data, refetch } = useQuery(AdminStoriesQuery, { variables: { slug, filter: tab.filter, paging: { limit: 20, to } }, fetchPolicy: 'cache-and-network' });
  const full = data?.collectionByDomainOrSlug;
  return (
    <AdminFrame collection={full} tab="stories" title="Stories">
      {(collection) => {
        if (!full) return null;
        const counts = { PUBLISHED: full.storyCounts.published, SUBMISSIONS: full.storyCounts.submissions, DRAFTS: full.storyCounts.drafts };
        const next = full.storiesConnection.pagingInfo.next?.to;
        return (
          <>
            <div className="admin-stories__top">
              <nav aria-label="Stories">
                <ul className="admin-subtabs">
                  {COLLECTION_STORY_FILTERS.map((f) => (
                    <li key={f.filterBy}>
                      <Link to={buildPath('ShowCollectionStories', { collectionSlug: collection.slug, filterBy: f.filterBy })} aria-current={f.filterBy === tab.filterBy ? 'page' : undefined}>
                        {f.label} <span className="admin-subtabs__count">{counts[f.filter]}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <Link className="button button--accent" to={buildPath('ShowCollectionNewStory', { collectionSlug: collection.slug })}>
                Write a story
              </Link>
            </div>
            {full.storiesConnection.posts.length === 0 ? (
              <p className="admin-section__empty">{tab.empty}</p>
            ) : (
              <ul className="admin-list">
                {full.storiesConnection.posts.map((story) => (
                  <StoryRow
                    key={story.id}
                    story={story}
                    collectionId={collection.id}
                    filter={tab.filter}
                    featuredIds={full.featuredPosts.map((p) => p.id)}
                    refresh={async () => void (await refetch())}
                  />
                ))}
              </ul>
            )}
            {next && (
              <a className="button button--outline" href={`${pathname}?to=${encodeURIComponent(next)}`}>
                More stories
              </a>
            )}
          </>
        );
      }}
    </AdminFrame>
  );
}

interface RowProps {
  story: Story;
  collectionId: string;
  filter: (typeof COLLECTION_STORY_FILTERS)[number]['filter'];
  featuredIds: string[];
  refresh: () => Promise<void>;
}

function StoryRow({ story, collectionId, filter, featuredIds, refresh }: RowProps) {
  const { showToast } = useToasts();
  const noteId = useId();
  const [approve] = useMutation(ApproveMutation);
  const [decline] = useMutation(DeclineMutation);
  const [removePost] = useMutation(RemovePostMutation);
  const [setFeatured] = useMutation(SetFeaturedMutation);
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [note, setNote] = useState('');
  const published = useSiteHref(story.mediumUrl);
  const title = story.title || 'Untitled story';
  const open = story.isPublished ? published : buildPath('ShowPostEdit', { postId: story.id });
  const featured = featuredIds.includes(story.id);

  async function act(run: () => Promise<{ __typename: string; message?: string }>, expected: string, done: string) {
    setBusy(true);
    try {
      const refused = refusalOf(await run(), expected);
      if (refused) {
        showToast({ message: refused, toastStyle: 'ERROR' });
        return;
      }
      showToast({ message: done });
      setDeclining(false);
      await refresh();
    } catch {
      showToast({ message: TRY_AGAIN, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setBusy(false);
    }
  }

  const featuredAfter = featured ? featuredIds.filter((id) => id !== story.id) : [...featuredIds, story.id];

  return (
    <li className="admin-row admin-row--story" data-post-id={story.id}>
      <Avatar name={story.creator.name} imageId={story.creator.imageId} size={32} />
      <div className="admin-row__text">
        <Link className="admin-row__title" to={open}>
          {title}
        </Link>
        <span className="admin-row__meta" suppressHydrationWarning>
          {story.creator.name}
          {story.draftLabel && <span className="admin-badge">{story.draftLabel}</span>}
          {featured && <span className="admin-badge">Featured</span>} · {story.isPublished && story.firstPublishedAt ? `published ${formatDate(story.firstPublishedAt)}` : `updated ${formatDate(story.updatedAt)}`} ·{' '}
          {formatReadingTime(story.readingTime)}
        </span>
        {declining && (
          <form
            className="admin-decline"
            onSubmit={(e) => {
              e.preventDefault();
              void act(
                async () => (await decline({ variables: { collectionId, postId: story.id, note } })).data.declineCollectionSubmission,
                'Post',
                `“${title}” was sent back to ${story.creator.name}.`,
              );
            }}
          >
            <label className="form-field__label" htmlFor={noteId}>
              A note for {story.creator.name} (optional)
            </label>
            <textarea id={noteId} className="form-field__textarea" value={note} maxLength={SUBMISSION_NOTE_MAX_LENGTH} onChange={(e) => setNote(e.target.value)} />
            <div className="form-actions">
              <button type="submit" className="button button--dark" disabled={busy}>
                Decline
              </button>
              <button type="button" className="button button--ghost" onClick={() => setDeclining(false)}>
                Cancel
              </button>
            </div>
          </form>
        )}
      </div>
      {!declining && (
        <div className="admin-row__actions">
          {filter !== 'PUBLISHED' && (
            <button
              type="button"
              className="button button--accent"
              disabled={busy}
              onClick={() =>
                void act(
                  async () => (await approve({ variables: { collectionId, postId: story.id } })).data.approveCollectionSubmission,
                  'Post',
                  `“${title}” is published in the publication.`,
                )
              }
            >
              {story.isPublished ? 'Approve' : 'Publish'}
              <span className="visually-hidden"> “{title}”</span>
            </button>
          )}
          {filter === 'SUBMISSIONS' && (
            <button type="button" className="button button--outline" disabled={busy} onClick={() => setDeclining(true)}>
              Decline<span className="visually-hidden"> “{title}”</span>
            </button>
          )}
          {filter === 'PUBLISHED' && (
            <>
              <button
                type="button"
                className="button button--outline"
                disabled={busy || (!featured && featuredIds.length >= MAX_FEATURED_POSTS)}
                onClick={() =>
                  void act(
                    async () => (await setFeatured({ variables: { collectionId, postIds: featuredAfter } })).data.setCollectionFeaturedPosts,
                    'Collection',
                    featured ? `“${title}” is no longer featured.` : `“${title}” is featured on the home page.`,
                  )
                }
              >
                {featured ? 'Unfeature' : 'Feature'}
                <span className="visually-hidden"> “{title}”</span>
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() =>
                  void act(
                    async () => (await removePost({ variables: { collectionId, postId: story.id } })).data.removePostFromCollection,
                    'Post',
                    `“${title}” was taken out of the publication. It stays on ${story.creator.name}’s profile.`,
                  )
                }
              >
                Remove<span className="visually-hidden"> “{title}” from the publication</span>
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
}
