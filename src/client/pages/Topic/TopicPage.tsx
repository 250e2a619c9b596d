import { useLocation } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { TAG_PAGE_SIZE, TOPIC_SORTS, topicSortByParam, type TopicSortName } from '../../../shared/validation/topics';
import { useQuery } from '../../data';
import type { TopicPageQuery } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { FollowTopicButton } from './FollowTopicButton';
import { appendStories, StoryList, useStartCursor } from './StoryList';
import { PageHeader, TagPills, topicFacts } from './TopicHeader';
import { TopicQuery } from './topic-operations';
import { feedAlternate, feedPath } from '../../../shared/syndication';

/** /topic/{topicSlug}: a topic's stories from all its tags, sorted by the tab chosen (`?sort=`), with its tags. */
export default function TopicPage({ params }: PageProps) {
  const { search } = useLocation();
  const sort = topicSortByParam(new URLSearchParams(search).get('sort'));
  const slug = params.topicSlug ?? '';
  const to = useStartCursor();
  const { data, fetchMore } = useQuery(TopicQuery, { variables: { slug, sort: sort ?? 'HOT', paging: { limit: TAG_PAGE_SIZE, to } }, skip: !sort });
  if (!sort) return <NotFoundPage />;
  const topic = data?.topic;
  if (data && !topic) return <NotFoundPage />;
  if (!topic) return null;
  const onMore = (next: string) =>
    fetchMore({
      variables: { paging: { limit: TAG_PAGE_SIZE, to: next } },
      // The page as shown: the cache keeps one value per field, so after the fetch it holds only the new page.
      updateQuery: (_cached, { fetchMoreResult }, before = data ?? fetchMoreResult) =>
        before.topic && fetchMoreResult.topic ? { ...fetchMoreResult, topic: { ...fetchMoreResult.topic, posts: appendStories(before.topic.posts, fetchMoreResult.topic.posts) } } : fetchMoreResult,
    });
  return <TopicView topic={topic} sort={sort} onMore={onMore} paged={to !== undefined} />;
}

function TopicView({ topic, sort, onMore, paged }: { topic: NonNullable<TopicPageQuery['topic']>; sort: TopicSortName; onMore: (to: string) => Promise<void>; paged: boolean }) {
  const { productName } = useShell();
  const current = TOPIC_SORTS.find((s) => s.sort === sort);
  useHead({
    title: `${topic.name}${sort === 'HOT' ? '' : ` – ${current?.label}`} – ${productName}`,
    description: topic.description || `Stories about ${topic.name} on ${productName}.`,
    alternates: [feedAlternate(feedPath({ kind: 'topic', topicSlug: topic.slug }), `${topic.name} on ${productName}`)],
    ...(paged || sort !== 'HOT' ? { robots: 'noindex, follow' } : {}),
  });
  const base = buildPath('ShowTopic', { topicSlug: topic.slug });
  const tabs = TOPIC_SORTS.map((s) => ({ key: s.sort, label: s.label, to: s.sort === 'HOT' ? base : `${base}?sort=${s.param}` }));
  return (
    <div className="topic-page">
      <PageHeader
        kind={topic.visibility === 'PUBLIC' ? 'Topic' : topic.visibility === 'SPECIAL' ? 'Collection from the editors' : 'Staff topic'}
        name={topic.name}
        facts={topicFacts(topic)}
        description={topic.description}
        follow={<FollowTopicButton topic={topic} />}
        tabs={tabs}
        current={sort}
      />
      <div className="topic-page__columns">
        <main className="topic-page__main">
          <StoryList page={topic.posts} onMore={onMore} empty={sort === 'HOT' ? 'Nothing is trending in this topic this week. Try Latest.' : 'No stories in this topic for this period.'} />
        </main>
        <aside className="topic-page__aside">
          <section className="topic-aside">
            <h2 className="topic-aside__title">Tags in this topic</h2>
            <TagPills tags={topic.tags} label={`Tags in ${topic.name}`} />
          </section>
        </aside>
      </div>
    </div>
  );
}
