import { buildPath } from '../../../shared/routes';
import { followerCountLabel } from '../../../shared/validation/relations';
import { useToasts } from '../../components/Toasts/toasts';
import { useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { FOLLOWING_TABS } from '../Relations/FollowingPage';
import { RelationList, RelationRow, RelationsLayout, useStartCursor } from '../Relations/RelationRows';
import { TOPIC_MESSAGES } from '../../../shared/validation/topics';
import { FollowTopicButton } from './FollowTopicButton';
import { FollowedTopicsQuery } from './topic-operations';
import '../Relations/relations.css';
import './topics.css';

const tabs = [...FOLLOWING_TABS];

/** /me/following/topics: the topics the reader follows, each with its Follow button. */
export default function FollowingTopicsPage() {
  const { productName } = useShell();
  const { showToast } = useToasts();
  useHead({ title: `Following – ${productName}`, robots: 'noindex' });
  const to = useStartCursor();
  const { data, loading, fetchMore } = useQuery(FollowedTopicsQuery, { variables: { paging: { to } }, fetchPolicy: 'cache-and-network' });
  const list = data?.followedTopics;
  return (
    <RelationsLayout title="Following" tabs={tabs} current="topics">
      <RelationList
        items={list?.topics}
        loading={loading}
        empty={
          <>
            You don’t follow any topics yet. <a href={buildPath('ShowTopics')}>Explore topics</a> to find some.
          </>
        }
        row={(topic) => (
          <RelationRow
            key={topic.id}
            name={topic.name}
            href={buildPath('ShowTopic', { topicSlug: topic.slug })}
            text={`${followerCountLabel(topic.followerCount)}${topic.description ? ` · ${topic.description}` : ''}`}
            square
            action={<FollowTopicButton topic={topic} size="small" />}
          />
        )}
        next={list?.pagingInfo.next}
        onMore={() =>
          fetchMore({
            variables: { paging: { to: list?.pagingInfo.next?.to } },
            // The list as shown: the cache keeps one value per field, so after the fetch it holds only the new page.
            updateQuery: (_cached, { fetchMoreResult }) => ({
              ...fetchMoreResult,
              followedTopics: { ...fetchMoreResult.followedTopics, topics: [...(list?.topics ?? []), ...fetchMoreResult.followedTopics.topics] },
            }),
          }).catch(() => showToast({ message: TOPIC_MESSAGES.followRetry, toastStyle: 'RETRYABLE_ERROR' }))
        }
      />
    </RelationsLayout>
  );
}
