import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { followerCountLabel } from '../../../shared/validation/relations';
import { storyCountLabel } from '../../../shared/validation/topics';
import type { TopicHeaderFragment } from '../../gql/graphql';
import { FollowTopicButton } from './FollowTopicButton';
import './topics.css';

export interface Tab {
  key: string;
  label: string;
  to: string;
}

/** The title block of tag and topic pages: kind, name, counts, Follow, and the tabs under it. */
export function PageHeader({
  kind,
  name,
  facts,
  description,
  follow,
  tabs,
  current,
}: {
  kind: ReactNode;
  name: string;
  facts: string[];
  description?: string;
  follow?: ReactNode;
  tabs: Tab[];
  current: string;
}) {
  return (
    <header className="topic-header">
      <p className="topic-header__kind">{kind}</p>
      <h1 className="topic-header__name">{name}</h1>
      <p className="topic-header__facts">{facts.join(' · ')}</p>
      {description && <p className="topic-header__description">{description}</p>}
      {follow && <div className="topic-header__follow">{follow}</div>}
      <nav aria-label={`${name} stories`} className="topic-tabs">
        <ul className="topic-tabs__list">
          {tabs.map((tab) => (
            <li key={tab.key}>
              <Link className="topic-tabs__tab" to={tab.to} aria-current={tab.key === current ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** "1.2K Followers · 13 stories". */
export function topicFacts(topic: Pick<TopicHeaderFragment, 'followerCount' | 'postCount'>): string[] {
  return [followerCountLabel(topic.followerCount), storyCountLabel(topic.postCount)];
}

/** Tags as pills leading to their pages. */
export function TagPills({ tags, label }: { tags: { id: string; displayTitle: string; normalizedTagSlug: string }[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="topic-pills" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link className="tag-pill" to={buildPath('ShowTagPosts', { tagSlug: tag.normalizedTagSlug })}>
            {tag.displayTitle}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A topic in a side column or list: name, counts, description and (unless the page shows it already) Follow. */
export function TopicCard({ topic, heading = 'p', follow = true }: { topic: TopicHeaderFragment; heading?: 'p' | 'h3'; follow?: boolean }) {
  const Name = heading;
  return (
    <div className="topic-card">
      <div className="topic-card__text">
        <Name className="topic-card__name">
          <Link to={buildPath('ShowTopic', { topicSlug: topic.slug })}>{topic.name}</Link>
        </Name>
        <p className="topic-card__facts">{topicFacts(topic).join(' · ')}</p>
        {topic.description && <p className="topic-card__description">{topic.description}</p>}
      </div>
      {follow && <FollowTopicButton topic={topic} size="small" />}
    </div>
  );
}
