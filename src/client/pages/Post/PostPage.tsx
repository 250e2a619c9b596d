import { usePrefetch, useQuery } from '../../data';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { formatReadingTime, safeHref, type PostBody } from '../../../shared/content';
import { formatDate } from '../../../shared/format/dates';
import { buildPath, postIdFromParam, SHARE_KEY_PARAM } from '../../../shared/routes';
import { Avatar } from '../../components/Avatar/Avatar';
import { customStyleProps, storyDesignFaces } from '../../components/CustomStyle/CustomStyle';
import { CodePage, GenericErrorPage, GonePage } from '../../components/ErrorPages/ErrorPages';
import { FollowUserButton, isOwnEdge } from '../../components/FollowButton/FollowButton';
import { SubscribeByEmailButton } from '../../components/Newsletter/SubscribeByEmailButton';
import { MentionHoverCards, UserLink } from '../../components/UserHoverCard/UserHoverCard';
import { imageUrl } from '../../components/images';
import { MemberStar } from '../../components/PostCard/PostCard';
import { GiftMembershipLink, MeterBanner, Paywall, ViewingCounter } from '../../components/Meter/Meter';
import { HighlightGate } from '../../components/StoryActions/HighlightGate';
import { StoryHighlights } from '../../components/Highlights/StoryHighlights';
import { StoryNotes } from '../../components/PrivateNotes/StoryNotes';
import { ReadTracker } from '../../components/Reads/ReadTracker';
import { storyPageAttributes } from '../../components/Reads/story-page';
import { StoryResponses } from '../../components/Responses/StoryResponses';
import { responseToLabel, responseToListLabel } from '../../../shared/validation/responses';
import { FollowAuthorButton, StoryActionsBar } from '../../components/StoryActions/StoryActions';
import { StoryBody, watchFrameHeights } from '../../components/StoryBody';
import { VIEWER_EDGE_BATCH_KEY } from '../../shell/graphql-client';
import { AdoptedHtml, SLOT_ATTRIBUTE } from '../../shell/AdoptedHtml';
import { useHead } from '../../shell/head';
import { SlotContent, SlotPlaceholder, useServerFragments, type ServerFragments } from '../../shell/server-fragments';
import { forgetServerHtml, SERVER_HTML_ATTRIBUTE, serverHtml } from '../../shell/server-html';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { bodyFromQuery } from './body-from-query';
import { PostBodyQuery, PostPageQuery } from './post-query';
import { storyDescription, storyHead } from './story-head';
import { PostViewerEdgeQuery } from './viewer-edge-query';
import './post.css';
import { useSiteHrefs } from '../../components/SiteLink/site-links';

export { LINK_COPIED_MESSAGE } from '../../components/StoryActions/StoryActions';
export const BLOCKED_STORY_TITLE = 'You can’t read this story';

const pathOf = (url: string) => new URL(url).pathname;
const bodyPart = (postId: string) => `story-body:${postId}`;

interface KeptBodyPost {
  id: string;
  isPublished: boolean;
  latestPublishedAt?: number | null;
  latestPublishedVersion?: number | null;
  subtitle: string;
  content?: { isLockedPreviewOnly: boolean } | null;
}

/**
 * A published version's text, whole or the members' preview, is the same for every reader who gets it. The key
 * names the version (a new publication of the story is a new key at once, before any purge has run) and the
 * moment it was published (a version number can come back after a story is deleted and written again).
 */
export function keptBodyKey(post: KeptBodyPost): string | null {
  if (!post.isPublished || !post.latestPublishedAt || !post.latestPublishedVersion || !post.content) return null;
  const access = post.content.isLockedPreviewOnly ? 'preview' : 'whole';
  return `story-body:${post.id}:${post.latestPublishedVersion}:${post.latestPublishedAt}:${access}`;
}

interface ServerBody {
  html: string;
  description: string;
}

const descriptionKey = (key: string) => `${key}#description`;

/** The text kept for this version and access, with its description, or null when either is missing. */
function keptBody(fragments: ServerFragments, key: string): ServerBody | null {
  const html = fragments.get(key);
  const description = fragments.get(descriptionKey(key));
  return html !== null && description !== null ? { html, description } : null;
}

/**
 * The story's text as HTML on the server, with an empty slot where the byline goes (the byline is the
 * viewer's own: follow state, the author's menu). Kept per published version; drafts render every time.
 */
function renderBody(fragments: ServerFragments, post: KeptBodyPost, body: PostBody, key: string | null): ServerBody {
  const html = fragments.render(<StoryBody body={body} style="FULL_PAGE" imageUrl={imageUrl} afterHead={<SlotPlaceholder name="byline" />} />);
  const description = storyDescription(post.subtitle, body.paragraphs);
  if (!key) return { html, description };
  const tags = [`post:${post.id}`];
  return { html: fragments.keep(key, html, tags), description: fragments.keep(descriptionKey(key), description, tags) };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export default function PostPage({ params }: PageProps) {
  const postId = postIdFromParam(params.postId ?? '');
  const { search } = useLocation();
  const shareKey = new URLSearchParams(search).get(SHARE_KEY_PARAM);
  const { productName, session } = useShell();
  const siteHref = useSiteHrefs();
  const edgeOptions = {
    variables: { id: postId ?? '' },
    skip: !postId || !session.isLoggedInCookie,
    context: { batchKey: VIEWER_EDGE_BATCH_KEY },
  };
  usePrefetch(PostViewerEdgeQuery, edgeOptions);
  const { data } = useQuery(PostPageQuery, { variables: { id: postId ?? '', shareKey }, skip: !postId });
  const result = data?.postResult;
  const post = result?.__typename === 'Post' ? result : null;
  // Right after the page loads, the story's text is the server's HTML; it is fetched only on later visits.
  const bodyHtml = postId ? serverHtml(bodyPart(postId)) : null;
  // Only the page the server rendered adopts its HTML: a later visit loads the (maybe newer) text.
  useEffect(
    () => () => {
      if (postId) forgetServerHtml(bodyPart(postId));
    },
    [postId],
  );
  // On the server, a published story's text is rendered once and kept for every reader.
  const fragments = useServerFragments();
  const keptKey = fragments && post ? keptBodyKey(post) : null;
  const kept = fragments && keptKey ? keptBody(fragments, keptKey) : null;
  const { data: bodyData } = useQuery(PostBodyQuery, {
    variables: { id: postId ?? '', shareKey },
    skip: !postId || bodyHtml !== null || kept !== null,
    sendToBrowser: false,
  });
  const { data: edgeData } = useQuery(PostViewerEdgeQuery, edgeOptions);
  const bodyResult = bodyData?.postResult;
  const bodyModel = bodyResult?.__typename === 'Post' && bodyResult.id === post?.id ? bodyResult.content?.bodyModel : null;
  const body = bodyModel ? bodyFromQuery(bodyModel) : null;
  const serverBody = kept ?? (fragments && post && body ? renderBody(fragments, post, body, keptKey) : null);
  const designSheet = post?.creator.customStyleSheet;
  useHead(
    post
      ? {
          ...storyHead({ ...post, productName, paragraphs: body?.paragraphs, description: serverBody?.description }),
          // A designed story shows its design's faces above the fold, not the site's: those are the ones to preload.
          ...(designSheet ? { fonts: storyDesignFaces(designSheet.fonts) } : {}),
        }
      : {},
  );

  if (!postId || result?.__typename === 'NotFound') return <NotFoundPage />;
  if (result?.__typename === 'PostSuspended') return <GonePage entity="story" />;
  if (result?.__typename === 'Blocked') return <CodePage code={403} title={BLOCKED_STORY_TITLE} message={result.message} />;
  if (!post) return null;
  if (!post.content || (!body && !serverBody && bodyHtml === null && bodyResult !== undefined)) return <GenericErrorPage />;

  const published = post.firstPublishedAt ?? post.updatedAt;
  const edgePost = edgeData?.post?.id === post.id ? edgeData.post : null;
  const viewerEdge = edgePost
    ? { ...edgePost.viewerEdge, discussion: edgePost.responseViewerEdge.canModerate && !post.isResponse ? { closed: edgePost.isDiscussionClosed } : null }
    : null;
  const authorEdge = edgeData?.post?.id === post.id ? edgeData.post.creator.viewerEdge : null;
  // The reader's subscription to the writer's newsletter: undefined until the viewer's part of the page is known.
  const authorNewsletter = edgeData?.post?.id === post.id ? edgeData.post.creator.newsletterV3 : undefined;
  const originalUrl = safeHref(post.canonicalUrl);
  const design = customStyleProps(post.creator.customStyleSheet);
  const bodyRoot = `[${SERVER_HTML_ATTRIBUTE}="${bodyPart(post.id)}"]`;
  // A member-only story's text is marked for search engines as not free (its JSON-LD points at this class).
  const bodyClass = post.isLocked ? 'story__body meteredContent' : 'story__body';

  // Under the title and subtitle, as readers know it.
  const byline = (
    <div className="story__column" {...{ [SLOT_ATTRIBUTE]: 'byline' }}>
      <div className="story__byline">
        <a href={siteHref(post.creator.mediumUrl)} className="story__author-avatar" aria-hidden="true" tabIndex={-1}>
          <Avatar name={post.creator.name} imageId={post.creator.imageId} size={48} isMember={post.creator.mediumMemberAt != null} />
        </a>
        <div className="story__byline-text">
          <UserLink user={post.creator} className="story__author" />
          {post.collection && (
            <span className="story__collection">
              {' '}
              in <a href={siteHref(post.collection.mediumUrl)}>{post.collection.name}</a>
            </span>
          )}
          <div className="story__meta">
            <span>{formatReadingTime(post.readingTime)}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={new Date(published).toISOString()}>{formatDate(published)}</time>
          </div>
        </div>
        <div className="story__actions">
          <FollowAuthorButton story={post} />
          {viewerEdge && authorEdge && <FollowUserButton user={{ id: post.creator.id, name: post.creator.name, viewerEdge: authorEdge }} size="small" />}
        </div>
      </div>
      <StoryActionsBar story={post} viewerEdge={viewerEdge} placement="top" />
    </div>
  );

  return (
    // The author's design (Design your profile) as custom properties around the kept text, which stays the same.
    <article className={design ? `story ${design.className}` : 'story'} style={design?.style} {...storyPageAttributes(post)}>
      {post.isLocked && (
        <header className="story__column story__header">
          {post.meterState === 'metered' && session.isLoggedInCookie && <MeterBanner postId={post.id} />}
          <p className="story__member-only">
            <MemberStar /> Member-only story
          </p>
        </header>
      )}
      <ViewingCounter postId={post.id} meterState={post.meterState} />
      {post.responseRootPost && (
        <p className="story__column story__response-to">
          <a href={siteHref(post.responseRootPost.mediumUrl)}>{responseToLabel(post.responseRootPost.title)}</a>
        </p>
      )}
      {post.responseRootCatalog && (
        <p className="story__column story__response-to">
          <a href={buildPath('ShowUserList', { username: post.responseRootCatalog.creator.username ?? '', catalogSlugId: post.responseRootCatalog.slugId })}>
            {responseToListLabel(post.responseRootCatalog.name)}
          </a>
        </p>
      )}
      <div className="story__main">
        {bodyHtml !== null ? (
          <AdoptedHtml name={bodyPart(post.id)} className={bodyClass} html={bodyHtml} slots={{ byline }} enhance={watchFrameHeights} />
        ) : serverBody ? (
          <>
            <div className={bodyClass} {...{ [SERVER_HTML_ATTRIBUTE]: bodyPart(post.id) }} dangerouslySetInnerHTML={{ __html: serverBody.html }} />
            <SlotContent name="byline">{byline}</SlotContent>
          </>
        ) : (
          <div className={bodyClass} {...{ [SERVER_HTML_ATTRIBUTE]: bodyPart(post.id) }}>
            {body && <StoryBody body={body} style="FULL_PAGE" imageUrl={imageUrl} afterHead={byline} />}
          </div>
        )}
        <MentionHoverCards rootSelector={bodyRoot} />
        <StoryHighlights post={post} rootSelector={bodyRoot} />
        <StoryNotes post={post} rootSelector={bodyRoot} />
        <ReadTracker post={post} />
        {/* The side margin on wide screens, where highlight markers go. */}
        <aside className="story__margin" aria-hidden="true" />
      </div>
      <div className="story__column">
        {originalUrl && (
          <p className="story__original">
            Originally published at{' '}
            <a href={originalUrl} rel="noopener nofollow ugc">
              {hostOf(originalUrl)}
            </a>{' '}
            on {formatDate(published)}.
          </p>
        )}
        <StoryActionsBar story={post} placement="bottom" />
        <HighlightGate story={post} />
        {post.content.isLockedPreviewOnly && (
          <Paywall
            postId={post.id}
            signedIn={session.isLoggedInCookie}
            freeStoriesPerMonth={data?.meterFreeStoriesPerMonth ?? 0}
            currentPath={pathOf(post.mediumUrl)}
          />
        )}
        {post.isLocked && post.meterState === 'member' && <GiftMembershipLink postId={post.id} />}
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
          <SubscribeByEmailButton user={post.creator} newsletter={authorNewsletter} own={authorEdge ? isOwnEdge({ id: post.creator.id, viewerEdge: authorEdge }) : false} />
        </footer>
        <StoryResponses post={post} />
      </div>
    </article>
  );
}
