import { useQuery } from '../../data';
import type { TopicsPageQuery } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { TagPills, TopicCard } from './TopicHeader';
import { TopicsQuery } from './topic-operations';

type ListedTopic = TopicsPageQuery['topics'][number];

/** /topics: every public topic under its heading, with its first tags and Follow. */
export default function TopicsPage() {
  const { productName } = useShell();
  useHead({ title: `Explore topics – ${productName}`, description: `Topics on ${productName}: follow the ones you like to see their stories on your home page.` });
  const { data } = useQuery(TopicsQuery, {});
  if (!data) return null;
  const groups = new Map<string, ListedTopic[]>();
  for (const topic of data.topics) groups.set(topic.category || 'More', [...(groups.get(topic.category || 'More') ?? []), topic]);
  return (
    <div className="topic-page topics-page">
      <header className="topic-header topic-header--centered">
        <h1 className="topic-header__name">Explore topics</h1>
        <p className="topic-header__description">Topics gather the tags writers give their stories. Follow a topic to see its stories in your feed.</p>
      </header>
      {data.topics.length === 0 && <p className="topic-page__empty">There are no topics yet.</p>}
      {[...groups].map(([category, topics]) => (
        <section key={category} className="topics-page__group" aria-labelledby={`topics-${category}`}>
          <h2 id={`topics-${category}`} className="topics-page__category">
            {category}
          </h2>
          <ul className="topics-page__list">
            {topics.map((topic) => (
              <li key={topic.id} className="topics-page__item">
                <TopicCard topic={topic} heading="h3" />
                <TagPills tags={topic.tags} label={`Tags in ${topic.name}`} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
