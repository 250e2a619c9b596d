import { useLocation } from 'react-router';
import { PostCard } from '../../components/PostCard/PostCard';
import { useToasts } from '../../components/Toasts/toasts';
import type { StoryPageFragment } from '../../gql/graphql';
import { ShowMore } from '../Relations/RelationRows';

const TRY_AGAIN = 'An error occured. Please try again or contact our support team for help.';

/** The page's starting cursor (`?to=`): where "Show more" leads without JavaScript. */
export function useStartCursor(): string | undefined {
  const { search } = useLocation();
  return new URLSearchParams(search).get('to') ?? undefined;
}

/** Story cards with "Show more", which loads the next page in place (or opens it, without JavaScript). */
export function StoryList({ page, onMore, empty }: { page: StoryPageFragment; onMore: (to: string) => Promise<void>; empty: string }) {
  const { showToast } = useToasts();
  if (page.posts.length === 0) return <p className="topic-page__empty">{empty}</p>;
  const to = page.pagingInfo.next?.to;
  return (
    <div className="topic-page__stories">
      {page.posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      <div className="topic-page__more">
        <ShowMore next={page.pagingInfo.next} onMore={() => (to ? onMore(to).catch(() => showToast({ message: TRY_AGAIN, toastStyle: 'RETRYABLE_ERROR' })) : Promise.resolve())} />
      </div>
    </div>
  );
}

/** Appends the next page's stories to the ones shown. */
export function appendStories<T extends StoryPageFragment>(before: T, after: T): T {
  return { ...after, posts: [...before.posts, ...after.posts] };
}
