import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { formatReadingTime } from '../../../shared/content';
import { formatDate } from '../../../shared/format/dates';
import { buildPath, postIdFromParam, SHARE_KEY_PARAM } from '../../../shared/routes';
import { Avatar } from '../../components/Avatar/Avatar';
import { GenericErrorPage, GonePage } from '../../components/ErrorPages/ErrorPages';
import { imageUrl } from '../../components/images';
import { MemberStar } from '../../components/PostCard/PostCard';
import { HighlightGate } from '../../components/StoryActions/HighlightGate';
import { FollowAuthorButton, StoryActionsBar } from '../../components/StoryActions/StoryActions';
import { StoryBody } from '../../components/StoryBody';
import { useToasts } from '../../components/Toasts/toasts';
import { useHead } from '../../shell/head';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { bodyFromQuery } from './body-from-query';
import { PostPageQuery } from './post-query';
import { storyHead } from './story-head';

export const LINK_COPIED_MESSAGE = 'Link copied to your clipboard.';

export default function PostPage({ params }: PageProps) {
  const postId = postIdFromParam(params.postId ?? '');
  const { search } = useLocation();
  const shareKey = new URLSearchParams(search).get(SHARE_KEY_PARAM);
  const { data } = useQuery(PostPageQuery, { variables: { id: postId ?? '', shareKey }, skip: !postId });
  const result = data?.postResult;
  const post = result?.__typename === 'Post' ? result : null;
  useHead(post ? storyHead(post) : {});
  const { showToast } = useToasts();

  if (!postId || result?.__typename === 'NotFound') return <NotFoundPage />;
  if (result?.__typename === 'PostSuspended') return <GonePage entity="story" />;
  if (!post) return null;
  if (!post.content) return <GenericErrorPage />;

  const body = bodyFromQuery(post.content.bodyModel);
  const published = post.firstPublishedAt ?? post.updatedAt;

  async function copyLink() {
    await navigator.clipboard?.writeText(post!.mediumUrl).catch(() => undefined);
    showToast({ message: LINK_COPIED_MESSAGE });
  }

  return (
    <article className="story" data-post-id={post.id}>
      <header className="story__header">
        {post.isLocked && (
          <p className="story__member-only">
            <MemberStar /> Member-only story
          </p>
        )}
        <div className="story__byline">
          <a href={new URL(post.creator.mediumUrl).pathname} className="story__author-avatar">
            <Avatar name={post.creator.name} imageId={post.creator.imageId} size={48} isMember={post.creator.mediumMemberAt != null} />
          </a>
          <div className="story__byline-text">
            <a href={new URL(post.creator.mediumUrl).pathname} className="story__author">
              {post.creator.name}
            </a>
            {post.collection && (
              <span className="story__collection">
                {' '}
                in <a href={new URL(post.collection.mediumUrl).pathname}>{post.collection.name}</a>
              </span>
            )}
            <div className="story__meta">
              <span>{formatReadingTime(post.readingTime)}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={new Date(published).toISOString()}>{formatDate(published)}</time>
            </div>
          </div>
          <FollowAuthorButton story={post} />
          <button type="button" className="button button--ghost story__share" onClick={copyLink}>
            Copy link
          </button>
        </div>
      </header>
      <div className="story__body">
        <StoryBody body={body} style="FULL_PAGE" imageUrl={imageUrl} />
      </div>
      <StoryActionsBar story={post} />
      <HighlightGate story={post} />
      {post.content.isLockedPreviewOnly && (
        <aside className="paywall">
          <h2>The rest of this story is for members.</h2>
          <p>Become a member to read it, and support the writers you read most.</p>
          <a className="button button--dark" href={buildPath('ShowMembership')}>
            Become a member
          </a>
        </aside>
      )}
      {post.tags.length > 0 && (
        <ul className="story__tags" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag.id}>
              <a className="tag-pill" href={buildPath('ShowTagPosts', { tagSlug: tag.normalizedTagSlug })}>
                {tag.displayTitle}
              </a>
            </li>
          ))}
        </ul>
      )}
      <footer className="story__footer">
        <Avatar name={post.creator.name} imageId={post.creator.imageId} size={64} />
        <div>
          <p className="story__written-by">Written by {post.creator.name}</p>
          {post.creator.bio && <p className="story__bio">{post.creator.bio}</p>}
        </div>
      </footer>
    </article>
  );
}
