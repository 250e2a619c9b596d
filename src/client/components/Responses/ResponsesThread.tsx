import { countLabel } from '../../../shared/format/intl';
import { useEffect, useState, type MouseEvent } from 'react';
import { useMutation, useQuery } from '../../data';
import { relativeTime } from '../../../shared/format/dates';
import {
  closedDiscussionNotice,
  morePageHref,
  moreRepliesLabel,
  RESPONSE_MESSAGES,
  RESPONSE_SORT_LABELS,
  RESPONSE_SORT_TYPES,
  responsesHeading,
  type DiscussionKind,
  type ResponseSortType,
} from '../../../shared/validation/responses';
import { RETRYABLE_ERROR_MESSAGE } from '../../pages/Profile/ProfileStories';
import { useInfiniteScroll } from '../../pages/Profile/paging';
import type { ResponseItemFragment } from '../../gql/graphql';
import { useShell } from '../../shell/shell-context';
import { Avatar } from '../Avatar/Avatar';
import { MenuButton, type MenuItem } from '../Menu/MenuButton';
import { SignInLink } from '../SignIn/SignInLink';
import { gateConfig, type GatedStory } from '../StoryActions/gating';
import { useToasts } from '../Toasts/toasts';
import { ResponseEditor, type QuotedPassage } from './ResponseEditor';
import { ResponseText } from './ResponseText';
import { useListDiscussionSwitch, useStoryDiscussionSwitch } from './discussion-switch';
import {
  CatalogThreadQuery,
  DeletePostResponseMutation,
  HideCatalogResponseMutation,
  HidePostResponseMutation,
  PublishCatalogResponseMutation,
  PublishPostResponseMutation,
  ResponsePageThreadQuery,
  ResponseRepliesQuery,
  ShowCatalogResponseMutation,
  StoryThreadQuery,
  UnhidePostResponseMutation,
} from './responses-operations';
import './responses.css';
import { useSiteHrefs } from '../SiteLink/site-links';

type Answer = { __typename: string; message?: string };
type Writer = { id: string; name: string; imageId?: string | null; mediumMemberAt?: number | null };

/** What the thread needs from a story's or a list's discussion. */
interface Discussion {
  count: number;
  /** The author closed it: nobody responds, readers see the spec's notice instead of the editor. */
  closed: boolean;
  /** What the closed notice names (a response's page names its story or list). */
  closedKind: DiscussionKind;
  /** The author reopens it from the notice (stories and lists). */
  reopen: (() => Promise<unknown>) | null;
  canRespond: boolean;
  cannotRespondReason: string | null;
  canModerate: boolean;
  responses: ResponseItemFragment[];
  hasMore: boolean;
  /** The next page's cursor, for the link that pages without scripts. */
  nextTo: string | null;
  loadMore: () => Promise<void>;
  refetch: () => Promise<unknown>;
  viewer: Writer | null;
  publish: (text: string, quote: QuotedPassage | null, replyToId: string | null) => Promise<Answer>;
  setHidden: (responseId: string, hidden: boolean) => Promise<Answer>;
}

function merged<T extends { id: string }>(before: T[], after: T[]): T[] {
  const seen = new Set(before.map((r) => r.id));
  return [...before, ...after.filter((r) => !seen.has(r.id))];
}

function useStoryDiscussion(postId: string, sortType: ResponseSortType, skip: boolean, page: ServerPage | null): Discussion | null {
  const paging = page?.to ? { to: page.to } : undefined;
  const { data, fetchMore, refetch } = useQuery(StoryThreadQuery, {
    variables: { id: postId, sortType, paging },
    ssr: page !== null,
    skip,
    fetchPolicy: page ? 'cache-first' : 'cache-and-network',
  });
  const [publish] = useMutation(PublishPostResponseMutation);
  const [hide] = useMutation(HidePostResponseMutation);
  const [unhide] = useMutation(UnhidePostResponseMutation);
  const setClosed = useStoryDiscussionSwitch(postId);
  const post = data?.post;
  if (!post) return null;
  const next = post.threadedPostResponses.pagingInfo.next;
  return {
    count: post.responsesCount,
    closed: post.isDiscussionClosed,
    closedKind: 'story',
    reopen: () => setClosed(false),
    canRespond: post.responseViewerEdge.canRespond,
    cannotRespondReason: post.responseViewerEdge.cannotRespondReason ?? null,
    canModerate: post.responseViewerEdge.canModerate,
    responses: post.threadedPostResponses.responses as ResponseItemFragment[],
    hasMore: next != null,
    nextTo: next?.to ?? null,
    viewer: data.viewer ?? null,
    refetch: () => refetch(),
    loadMore: async () => {
      if (!next) return;
      await fetchMore({
        variables: { paging: { limit: next.limit, to: next.to } },
        updateQuery: (previous, { fetchMoreResult }) =>
          previous.post && fetchMoreResult.post
            ? {
                ...previous,
                post: {
                  ...previous.post,
                  threadedPostResponses: {
                    ...fetchMoreResult.post.threadedPostResponses,
                    responses: merged(previous.post.threadedPostResponses.responses, fetchMoreResult.post.threadedPostResponses.responses),
                  },
                },
              }
            : previous,
      });
    },
    publish: async (text, quote, replyToId) =>
      (
        await publish({
          variables: {
            inResponseToPostId: replyToId ?? postId,
            text,
            quoteParagraphName: quote?.paragraphName,
            quoteStartOffset: quote?.startOffset,
            quoteEndOffset: quote?.endOffset,
          },
        })
      ).data.publishPostResponse,
    setHidden: async (responseId, hidden) => {
      const variables = { parentPostId: postId, postResponseId: responseId };
      return hidden ? (await hide({ variables })).data.hidePostResponseOnParentPost : (await unhide({ variables })).data.unhidePostResponseOnParentPost;
    },
  };
}

function useListDiscussion(catalogId: string, sortType: ResponseSortType, skip: boolean): Discussion | null {
  const { data, fetchMore, refetch } = useQuery(CatalogThreadQuery, { variables: { catalogId, sortType }, ssr: false, skip, fetchPolicy: 'cache-and-network' });
  const [publish] = useMutation(PublishCatalogResponseMutation);
  const [hide] = useMutation(HideCatalogResponseMutation);
  const [show] = useMutation(ShowCatalogResponseMutation);
  const setClosed = useListDiscussionSwitch(catalogId);
  const { showToast } = useToasts();
  const discussion = data?.catalogDiscussion;
  if (!discussion) return null;
  const next = discussion.threadedCatalogResponses.pagingInfo.next;
  return {
    count: discussion.responsesCount,
    closed: discussion.isDiscussionClosed,
    closedKind: 'list',
    reopen: async () => {
      const failed = await setClosed(false).catch(() => RESPONSE_MESSAGES.tryAgain);
      showToast(failed ? { message: failed, toastStyle: 'ERROR' } : { message: RESPONSE_MESSAGES.discussionOpened });
    },
    canRespond: discussion.viewerEdge.canRespond,
    cannotRespondReason: discussion.viewerEdge.cannotRespondReason ?? null,
    canModerate: discussion.viewerEdge.canModerate,
    responses: discussion.threadedCatalogResponses.responses as ResponseItemFragment[],
    hasMore: next != null,
    nextTo: next?.to ?? null,
    viewer: data.viewer ?? null,
    refetch: () => refetch(),
    loadMore: async () => {
      if (!next) return;
      await fetchMore({
        variables: { paging: { limit: next.limit, to: next.to } },
        updateQuery: (previous, { fetchMoreResult }) =>
          previous.catalogDiscussion && fetchMoreResult.catalogDiscussion
            ? {
                ...previous,
                catalogDiscussion: {
                  ...previous.catalogDiscussion,
                  threadedCatalogResponses: {
                    ...fetchMoreResult.catalogDiscussion.threadedCatalogResponses,
                    responses: merged(
                      previous.catalogDiscussion.threadedCatalogResponses.responses,
                      fetchMoreResult.catalogDiscussion.threadedCatalogResponses.responses,
                    ),
                  },
                },
              }
            : previous,
      });
    },
    publish: async (text, _quote, replyToId) => (await publish({ variables: { catalogId, text, inResponseToPostId: replyToId } })).data.publishCatalogResponse,
    setHidden: async (responseId, hidden) => {
      const variables = { parentCatalogId: catalogId, catalogResponseId: responseId };
      return hidden ? (await hide({ variables })).data.hideCatalogResponseOnParent : (await show({ variables })).data.showCatalogResponseOnParent;
    },
  };
}

/** A response's own page: the replies under it, oldest first, with the same editor and moderation as its story's. */
function useResponseDiscussion(responseId: string, skip: boolean, page: ServerPage | null): Discussion | null {
  const paging = page?.to ? { to: page.to } : undefined;
  const { data, fetchMore, refetch } = useQuery(ResponsePageThreadQuery, {
    variables: { id: responseId, paging },
    ssr: page !== null,
    skip,
    fetchPolicy: page ? 'cache-first' : 'cache-and-network',
  });
  const [publish] = useMutation(PublishPostResponseMutation);
  const [hide] = useMutation(HidePostResponseMutation);
  const [unhide] = useMutation(UnhidePostResponseMutation);
  const [hideInList] = useMutation(HideCatalogResponseMutation);
  const [showInList] = useMutation(ShowCatalogResponseMutation);
  const post = data?.post;
  if (!post) return null;
  const next = post.responseReplies.pagingInfo.next;
  const rootPostId = post.responseRootPost?.id ?? null;
  const rootCatalogId = post.responseRootCatalog?.id ?? null;
  return {
    count: post.responsesCount,
    closed: post.isDiscussionClosed,
    closedKind: rootCatalogId ? 'list' : 'story',
    reopen: null,
    canRespond: post.responseViewerEdge.canRespond,
    cannotRespondReason: post.responseViewerEdge.cannotRespondReason ?? null,
    canModerate: post.responseViewerEdge.canModerate,
    responses: post.responseReplies.responses as ResponseItemFragment[],
    hasMore: next != null,
    nextTo: next?.to ?? null,
    viewer: data.viewer ?? null,
    refetch: () => refetch(),
    loadMore: async () => {
      if (!next) return;
      await fetchMore({
        variables: { paging: { limit: next.limit, to: next.to } },
        updateQuery: (previous, { fetchMoreResult }) =>
          previous.post && fetchMoreResult.post
            ? {
                ...previous,
                post: {
                  ...previous.post,
                  responseReplies: {
                    ...fetchMoreResult.post.responseReplies,
                    responses: merged(previous.post.responseReplies.responses, fetchMoreResult.post.responseReplies.responses),
                  },
                },
              }
            : previous,
      });
    },
    publish: async (text, _quote, replyToId) => (await publish({ variables: { inResponseToPostId: replyToId ?? responseId, text } })).data.publishPostResponse,
    setHidden: async (id, hidden) => {
      if (rootCatalogId) {
        const variables = { parentCatalogId: rootCatalogId, catalogResponseId: id };
        return hidden ? (await hideInList({ variables })).data.hideCatalogResponseOnParent : (await showInList({ variables })).data.showCatalogResponseOnParent;
      }
      const variables = { parentPostId: rootPostId ?? '', postResponseId: id };
      return hidden ? (await hide({ variables })).data.hidePostResponseOnParentPost : (await unhide({ variables })).data.unhidePostResponseOnParentPost;
    },
  };
}

function MoreIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M5 12a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0m5.5 0a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0m5.5 0a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0" />
    </svg>
  );
}

function ClapsIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
        d="M9.6 7.4 7.8 4.9a1.2 1.2 0 0 0-2 1.4l4.1 5.9M7.2 9.9 5.6 7.6a1.2 1.2 0 0 0-2 1.4l4.8 6.9a5.6 5.6 0 0 0 9.2-6.4l-2.8-4a1.2 1.2 0 0 0-2 1.3l1.3 1.9M10 12.2 7.4 8.5M12.2 9.3 9.9 6a1.2 1.2 0 0 1 2-1.4l2.9 4.2"
      />
    </svg>
  );
}


interface ThreadActions {
  discussion: Discussion;
  gate: GatedStory | null;
  /** The thread changed (a reply, a hide, a delete): load what it shows again. */
  changed: () => Promise<unknown>;
}

function ResponseCard({ response, actions }: { response: ResponseItemFragment; actions: ThreadActions }) {
  const { discussion, gate, changed } = actions;
  const { session } = useShell();
  const pathOf = useSiteHrefs();
  const { showToast } = useToasts();
  const [replying, setReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const [deleteResponse] = useMutation(DeletePostResponseMutation);
  const viewerId = discussion.viewer?.id ?? null;
  const isWriter = viewerId === response.creator.id;
  const depth = response.responseDepth ?? 0;

  async function hide() {
    const answer = await discussion.setHidden(response.id, true);
    if (answer.__typename !== 'Post') {
      showToast({ message: answer.message ?? RETRYABLE_ERROR_MESSAGE, toastStyle: 'ERROR' });
      return;
    }
    await changed();
    showToast({
      message: RESPONSE_MESSAGES.hidden,
            // Spec 2 §4: Undo unhides the response, then refreshes the list.
      action: {
        label: 'Undo',
        onSelect: () =>
          void discussion.setHidden(response.id, false).then(async (undone) => {
            if (undone.__typename === 'Post') await changed();
            else showToast({ message: undone.message ?? RETRYABLE_ERROR_MESSAGE, toastStyle: 'ERROR' });
          }),
      },
    });
  }

  async function remove() {
    const answer = (await deleteResponse({ variables: { postResponseId: response.id } })).data.deletePostResponse;
    if (answer.__typename !== 'Post') {
      showToast({ message: 'message' in answer ? answer.message : RETRYABLE_ERROR_MESSAGE, toastStyle: 'ERROR' });
      return;
    }
    await changed();
    showToast({ message: RESPONSE_MESSAGES.deleted });
  }

  const items: MenuItem[] = [];
  if (discussion.canModerate) {
    items.push(
      response.isHiddenOnParent
        ? { label: 'Show response', onSelect: () => void discussion.setHidden(response.id, false).then(changed) }
        : { label: 'Hide response', onSelect: () => void hide() },
    );
  }
  if (isWriter) items.push({ label: 'Delete response', danger: true, onSelect: () => void remove() });

  const replies = response.responsesCount;
  const published = response.firstPublishedAt ?? 0;
  return (
    <article className={`response${response.isHiddenOnParent ? ' response--hidden' : ''}`} data-response-id={response.id} data-depth={depth}>
      <header className="response__head">
        <a href={pathOf(response.creator.mediumUrl)} className="response__avatar" tabIndex={-1} aria-hidden="true">
          <Avatar name={response.creator.name} imageId={response.creator.imageId} size={32} isMember={response.creator.mediumMemberAt != null} />
        </a>
        <div className="response__who">
          <a href={pathOf(response.creator.mediumUrl)} className="response__name">
            {response.creator.name}
          </a>
          <a href={pathOf(response.mediumUrl)} className="response__time">
            <time dateTime={new Date(published).toISOString()}>{relativeTime(published)}</time>
          </a>
        </div>
        {response.isHiddenOnParent && <span className="response__badge">Hidden by the author</span>}
        {items.length > 0 && (
          <MenuButton label="More options for this response" items={items} block="response-menu" buttonClassName="response__more">
            <MoreIcon />
          </MenuButton>
        )}
      </header>
      <ResponseText paragraphs={response.responseParagraphs} />
      <footer className="response__foot">
        <span className="response__claps" role="img" aria-label={countLabel(response.clapCount, 'clap', 'claps')}>
          <ClapsIcon /> {response.clapCount > 0 ? response.clapCount : ''}
        </span>
        {replies > 0 && (
          <button type="button" className="response__link" aria-expanded={showReplies} onClick={() => setShowReplies((v) => !v)}>
            {showReplies ? 'Hide replies' : moreRepliesLabel(replies)}
          </button>
        )}
        {session.isLoggedInCookie ? (
          discussion.canRespond && (
            <button type="button" className="response__link response__reply" onClick={() => setReplying((v) => !v)}>
              Reply
            </button>
          )
        ) : (
          gate &&
          !discussion.closed && (
            <SignInLink className="response__link response__reply" config={gateConfig('respond', gate)}>
              Reply
            </SignInLink>
          )
        )}
      </footer>
      {replying && (
        <div className="response__replying">
          <ResponseEditor
            writer={discussion.viewer}
            autoOpen
            compact
            placeholder={`Replying to ${response.creator.name}`}
            onCancel={() => setReplying(false)}
            onSubmit={async (text) => {
              const answer = await discussion.publish(text, null, response.id);
              if (answer.__typename !== 'Post') return answer.message ?? RETRYABLE_ERROR_MESSAGE;
              setShowReplies(true);
              await changed();
              return null;
            }}
          />
        </div>
      )}
      {showReplies && <Replies parentId={response.id} actions={actions} />}
    </article>
  );
}

function Replies({ parentId, actions }: { parentId: string; actions: ThreadActions }) {
  const { data, fetchMore, refetch } = useQuery(ResponseRepliesQuery, { variables: { id: parentId }, ssr: false, fetchPolicy: 'cache-and-network' });
  const connection = data?.post?.responseReplies;
  const next = connection?.pagingInfo.next ?? null;
  const nested: ThreadActions = { ...actions, changed: async () => Promise.all([actions.changed(), refetch()]) };
  if (!connection) return <p className="responses__loading">Loading replies…</p>;
  return (
    <div className="response__replies">
      {(connection.responses as ResponseItemFragment[]).map((reply) => (
        <ResponseCard key={reply.id} response={reply} actions={nested} />
      ))}
      {next && (
        <button
          type="button"
          className="response__link"
          onClick={() =>
            void fetchMore({
              variables: { paging: { limit: next.limit, to: next.to } },
              updateQuery: (previous, { fetchMoreResult }) =>
                previous.post && fetchMoreResult.post
                  ? {
                      ...previous,
                      post: {
                        ...previous.post,
                        responseReplies: {
                          ...fetchMoreResult.post.responseReplies,
                          responses: merged(previous.post.responseReplies.responses, fetchMoreResult.post.responseReplies.responses),
                        },
                      },
                    }
                  : previous,
            })
          }
        >
          More replies
        </button>
      )}
    </div>
  );
}

export interface ResponsesThreadProps {
  /** A story's or list's discussion, or the replies under one response (its own page). */
  kind: 'story' | 'list' | 'response';
  rootId: string;
  /** Signed-out readers' sign-up gate returns to this story (stories only). */
  gate: GatedStory | null;
  /** Where "Show more responses" goes without scripts (the story's responses page). */
  moreHref: string | null;
  /** A passage the selection menu asked to respond to. */
  quote: QuotedPassage | null;
  onQuoteHandled: () => void;
  /** Open the editor at once (/p/{id}/responses/new). */
  startOpen?: boolean;
  /** The responses page: rendered on the server, opened at a cursor (?to=) when paging without scripts. */
  serverPage?: ServerPage | null;
}

export interface ServerPage {
  to: string | null;
  /** The order the reader chose before following the no-script link (`?sort=newest`). */
  sort?: ResponseSortType;
}

/** The discussion under a story or a list: 'Responses (N)', the editor, the sort menu and the thread. */
export default function ResponsesThread({ kind, rootId, gate, moreHref, quote, onQuoteHandled, startOpen, serverPage = null }: ResponsesThreadProps) {
  const { session } = useShell();
  const { showToast } = useToasts();
  const [sortType, setSortType] = useState<ResponseSortType>(serverPage?.sort ?? 'MOST_RELEVANT');
  const [loadingMore, setLoadingMore] = useState(false);
  const story = useStoryDiscussion(rootId, sortType, kind !== 'story', kind === 'story' ? serverPage : null);
  const list = useListDiscussion(rootId, sortType, kind !== 'list');
  const replies = useResponseDiscussion(rootId, kind !== 'response', kind === 'response' ? serverPage : null);
  const discussion = kind === 'story' ? story : kind === 'list' ? list : replies;

  useEffect(() => {
    if (quote) document.getElementById('responses')?.scrollIntoView({ block: 'start' });
  }, [quote]);

  async function loadMore() {
    if (!discussion?.hasMore || loadingMore) return;
    setLoadingMore(true);
    try {
      await discussion.loadMore();
    } catch {
      showToast({ message: RETRYABLE_ERROR_MESSAGE, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setLoadingMore(false);
    }
  }
  const sentinel = useInfiniteScroll<HTMLAnchorElement>(() => void loadMore(), !!discussion?.hasMore && !loadingMore, discussion?.responses.length ?? 0);

  if (!discussion) return <p className="responses__loading">Loading responses…</p>;
  const actions: ThreadActions = { discussion, gate, changed: discussion.refetch };

  return (
    <div className="responses__thread">
      <div className="responses__head">
        <h2 className="responses__title">{responsesHeading(discussion.count)}</h2>
        {kind !== 'response' && discussion.responses.length > 1 && (
          <MenuButton
            label="Sort responses"
            buttonLabel={`Sort responses: ${RESPONSE_SORT_LABELS[sortType]}`}
            block="response-menu"
            buttonClassName="responses__sort"
            items={RESPONSE_SORT_TYPES.map((type) => ({
              label: RESPONSE_SORT_LABELS[type],
              content: (
                <span aria-current={type === sortType || undefined}>
                  {type === sortType ? '✓ ' : ''}
                  {RESPONSE_SORT_LABELS[type]}
                </span>
              ),
              onSelect: () => setSortType(type),
            }))}
          >
            {RESPONSE_SORT_LABELS[sortType]} ▾
          </MenuButton>
        )}
      </div>
      {discussion.closed ? (
        <div className="responses__closed" role="note">
          <p>{closedDiscussionNotice(discussion.closedKind)}</p>
          {discussion.canModerate && discussion.reopen && (
            <button type="button" className="button button--outline responses__reopen" onClick={() => void discussion.reopen?.()}>
              {RESPONSE_MESSAGES.reopenAction}
            </button>
          )}
        </div>
      ) : !session.isLoggedInCookie ? (
        gate && (
          <SignInLink className="response-editor response-editor__gate" config={gateConfig('respond', gate)}>
            What are your thoughts?
          </SignInLink>
        )
      ) : discussion.canRespond ? (
        <ResponseEditor
          writer={discussion.viewer}
          quote={quote}
          autoOpen={startOpen}
          onCancel={onQuoteHandled}
          onSubmit={async (text, quoted) => {
            const answer = await discussion.publish(text, quoted, null);
            if (answer.__typename !== 'Post') return answer.message ?? RETRYABLE_ERROR_MESSAGE;
            onQuoteHandled();
            // Replies on a response's page are oldest first: the new one joins the end.
            if (kind !== 'response' && sortType !== 'NEWEST') setSortType('NEWEST');
            else await discussion.refetch();
            showToast({ message: RESPONSE_MESSAGES.published });
            return null;
          }}
        />
      ) : (
        discussion.cannotRespondReason && <p className="responses__closed">{discussion.cannotRespondReason}</p>
      )}
      <div className="responses__list">
        {discussion.responses.map((response) => (
          <ResponseCard key={response.id} response={response} actions={actions} />
        ))}
      </div>
      {discussion.hasMore && (
        <a
          ref={sentinel}
          className="button button--outline responses__more"
          href={moreHref && discussion.nextTo ? morePageHref(moreHref, discussion.nextTo, sortType) : '#responses'}
          aria-disabled={loadingMore || undefined}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            void loadMore();
          }}
        >
          {loadingMore ? 'Loading…' : 'Show more responses'}
        </a>
      )}
    </div>
  );
}
