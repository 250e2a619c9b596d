import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { shortCount } from '../../../shared/validation/relations';
import { archiveDate, storyCountLabel, TAG_PAGE_SIZE, TOP_PERIODS, topPeriodByName, writerCountLabel, type TopPeriod } from '../../../shared/validation/topics';
import { FollowUserButton } from '../../components/FollowButton/FollowButton';
import { profilePath } from '../../components/UserHoverCard/profile-path';
import { useQuery } from '../../data';
import type { StoryPageFragment, TagArchiveQuery as TagArchiveData, TagHeaderFragment, TagTopWritersQuery as TagTopWritersData } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { RelationRow } from '../Relations/RelationRows';
import { FollowTopicButton } from '../Topic/FollowTopicButton';
import { appendStories, StoryList, useStartCursor } from '../Topic/StoryList';
import { PageHeader, TagPills, TopicCard } from '../Topic/TopicHeader';
import { TagArchiveQuery, TagLatestQuery, TagTopQuery, TagTopWritersQuery } from '../Topic/topic-operations';
import '../Relations/relations.css';
import { feedAlternate, feedPath } from '../../../shared/syndication';

const MONTHS = Array.from({ length: 12 }, (_, m) => new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, m, 1)));
const pad = (n: number) => String(n).padStart(2, '0');

/** /tag/{tagSlug}: latest (the default), top/{week|month|year|all-time}, top-writers and the archive by year, month and day. */
export default function TagPage({ params, route }: PageProps) {
  const tagSlug = params.tagSlug ?? '';
  switch (route.name) {
    case 'ShowTagPosts':
    case 'ShowTagLatest':
      return <Latest tagSlug={tagSlug} />;
    case 'ShowTagTop': {
      const period = topPeriodByName(params.timePeriod);
      return period ? <Top tagSlug={tagSlug} period={period} /> : <NotFoundPage />;
    }
    case 'ShowTagTopWriters':
      return <TopWriters tagSlug={tagSlug} />;
    default: {
      const date = archiveDate(params.year, params.month, params.day);
      return date ? <Archive tagSlug={tagSlug} date={date} /> : <NotFoundPage />;
    }
  }
}

function useTagHead(tag: TagHeaderFragment, title: string, paged: boolean) {
  const { productName } = useShell();
  const description = `${storyCountLabel(tag.postCount)} about ${tag.displayTitle} on ${productName}.`;
  const alternates = [feedAlternate(feedPath({ kind: 'tag', tagSlug: tag.normalizedTagSlug }), `${tag.displayTitle} on ${productName}`)];
  useHead({ title: `${title} – ${productName}`, description, alternates, ...(paged || tag.postCount === 0 ? { robots: 'noindex, follow' } : {}) });
}

/** The tag's header, tabs and side column around one tab's content. */
function TagFrame({ tag, current, children }: { tag: TagHeaderFragment; current: string; children: ReactNode }) {
  const tagSlug = tag.normalizedTagSlug;
  const tabs = [
    { key: 'latest', label: 'Latest', to: buildPath('ShowTagPosts', { tagSlug }) },
    { key: 'top', label: 'Top', to: buildPath('ShowTagTop', { tagSlug, timePeriod: 'year' }) },
    { key: 'top-writers', label: 'Top writers', to: buildPath('ShowTagTopWriters', { tagSlug }) },
    { key: 'archive', label: 'Archive', to: buildPath('ShowTagArchive', { tagSlug }) },
  ];
  const topic = tag.topic;
  return (
    <div className="topic-page">
      <PageHeader
        kind={topic ? <>Tag in <Link to={buildPath('ShowTopic', { topicSlug: topic.slug })}>{topic.name}</Link></> : 'Tag'}
        name={tag.displayTitle}
        facts={[storyCountLabel(tag.postCount)]}
        follow={topic ? <FollowTopicButton topic={topic} /> : undefined}
        tabs={tabs}
        current={current}
      />
      <div className="topic-page__columns">
        <main className="topic-page__main">{children}</main>
        <aside className="topic-page__aside">
          {topic && (
            <section className="topic-aside">
              <h2 className="topic-aside__title">Topic</h2>
              <TopicCard topic={topic} follow={false} />
            </section>
          )}
          {tag.relatedTags.length > 0 && (
            <section className="topic-aside">
              <h2 className="topic-aside__title">Related tags</h2>
              <TagPills tags={tag.relatedTags} label="Related tags" />
            </section>
          )}
        </aside>
      </div>
    </div>
  );
}

function Latest({ tagSlug }: { tagSlug: string }) {
  const to = useStartCursor();
  const { data, fetchMore } = useQuery(TagLatestQuery, { variables: { tagSlug, paging: { limit: TAG_PAGE_SIZE, to } } });
  const tag = data?.tagFromSlug;
  if (data && !tag) return <NotFoundPage />;
  if (!tag) return null;
  const onMore = (next: string) =>
    fetchMore({
      variables: { paging: { limit: TAG_PAGE_SIZE, to: next } },
      // The page as shown: the cache keeps one value per field, so after the fetch it holds only the new page.
      updateQuery: (_cached, { fetchMoreResult }, before = data ?? fetchMoreResult) =>
        before.tagFromSlug && fetchMoreResult.tagFromSlug
          ? { ...fetchMoreResult, tagFromSlug: { ...fetchMoreResult.tagFromSlug, latestPosts: appendStories(before.tagFromSlug.latestPosts, fetchMoreResult.tagFromSlug.latestPosts) } }
          : fetchMoreResult,
    });
  return <LatestView tag={tag} page={tag.latestPosts} onMore={onMore} paged={to !== undefined} />;
}

function LatestView({ tag, page, onMore, paged }: { tag: TagHeaderFragment; page: StoryPageFragment; onMore: (to: string) => Promise<void>; paged: boolean }) {
  useTagHead(tag, tag.displayTitle, paged);
  return (
    <TagFrame tag={tag} current="latest">
      <h2 className="visually-hidden">Latest stories</h2>
      <StoryList page={page} onMore={onMore} empty="No stories carry this tag yet." />
    </TagFrame>
  );
}

function Top({ tagSlug, period }: { tagSlug: string; period: TopPeriod }) {
  const to = useStartCursor();
  const { data, fetchMore } = useQuery(TagTopQuery, { variables: { tagSlug, period: period.value, paging: { limit: TAG_PAGE_SIZE, to } } });
  const tag = data?.tagFromSlug;
  if (data && !tag) return <NotFoundPage />;
  if (!tag) return null;
  const onMore = (next: string) =>
    fetchMore({
      variables: { paging: { limit: TAG_PAGE_SIZE, to: next } },
      // The page as shown: the cache keeps one value per field, so after the fetch it holds only the new page.
      updateQuery: (_cached, { fetchMoreResult }, before = data ?? fetchMoreResult) =>
        before.tagFromSlug && fetchMoreResult.tagFromSlug
          ? { ...fetchMoreResult, tagFromSlug: { ...fetchMoreResult.tagFromSlug, topPosts: appendStories(before.tagFromSlug.topPosts, fetchMoreResult.tagFromSlug.topPosts) } }
          : fetchMoreResult,
    });
  return <TopView tag={tag} period={period} page={tag.topPosts} onMore={onMore} paged={to !== undefined} />;
}

function TopView({ tag, period, page, onMore, paged }: { tag: TagHeaderFragment; period: TopPeriod; page: StoryPageFragment; onMore: (to: string) => Promise<void>; paged: boolean }) {
  useTagHead(tag, `Top ${tag.displayTitle} stories: ${period.label.toLowerCase()}`, paged);
  return (
    <TagFrame tag={tag} current="top">
      <nav aria-label="Top stories of" className="topic-periods">
        {TOP_PERIODS.map((p) => (
          <Link
            key={p.name}
            className="topic-periods__period"
            to={buildPath('ShowTagTop', { tagSlug: tag.normalizedTagSlug, timePeriod: p.name })}
            aria-current={p.name === period.name ? 'page' : undefined}
          >
            {p.label}
          </Link>
        ))}
      </nav>
      <StoryList page={page} onMore={onMore} empty={`No stories with this tag were published ${period.windowMs === null ? 'yet' : period.label.toLowerCase()}.`} />
    </TagFrame>
  );
}

function TopWriters({ tagSlug }: { tagSlug: string }) {
  const { data } = useQuery(TagTopWritersQuery, { variables: { tagSlug } });
  const tag = data?.tagFromSlug;
  if (data && !tag) return <NotFoundPage />;
  if (!tag) return null;
  return <TopWritersView tag={tag} writers={tag.topWriters} />;
}

function TopWritersView({ tag, writers }: { tag: TagHeaderFragment; writers: NonNullable<TagTopWritersData['tagFromSlug']>['topWriters'] }) {
  useTagHead(tag, `Top ${tag.displayTitle} writers`, false);
  return (
    <TagFrame tag={tag} current="top-writers">
      <p className="topic-page__lead">{writerCountLabel(writers.length)} with the most stories tagged {tag.displayTitle}.</p>
      <ul className="relations-page__list">
        {writers.map(({ user, postCount }) => (
          <RelationRow
            key={user.id}
            name={user.name}
            href={profilePath(user)}
            text={`${storyCountLabel(postCount)} in ${tag.displayTitle}${user.bio ? ` · ${user.bio}` : ''}`}
            imageId={user.imageId}
            isMember={user.mediumMemberAt != null}
            action={<FollowUserButton user={user} size="small" />}
          />
        ))}
      </ul>
    </TagFrame>
  );
}

type ArchiveDate = { year?: number; month?: number; day?: number };

function Archive({ tagSlug, date }: { tagSlug: string; date: ArchiveDate }) {
  const to = useStartCursor();
  const hasYear = date.year !== undefined;
  const variables = { tagSlug, year: date.year, month: date.month, day: date.day, hasYear, postsYear: date.year ?? 0, paging: { limit: TAG_PAGE_SIZE, to } };
  const { data, fetchMore } = useQuery(TagArchiveQuery, { variables });
  const tag = data?.tagFromSlug;
  if (data && !tag) return <NotFoundPage />;
  if (!tag) return null;
  const onMore = (next: string) =>
    fetchMore({
      variables: { paging: { limit: TAG_PAGE_SIZE, to: next } },
      // The page as shown: the cache keeps one value per field, so after the fetch it holds only the new page.
      updateQuery: (_cached, { fetchMoreResult }, before = data ?? fetchMoreResult) => {
        const a = before.tagFromSlug?.archivePosts;
        const b = fetchMoreResult.tagFromSlug?.archivePosts;
        return a && b && fetchMoreResult.tagFromSlug ? { ...fetchMoreResult, tagFromSlug: { ...fetchMoreResult.tagFromSlug, archivePosts: appendStories(a, b) } } : fetchMoreResult;
      },
    });
  return <ArchiveView tag={tag} data={tag} date={date} onMore={onMore} paged={to !== undefined} />;
}

function periodLabel({ year, month, day }: ArchiveDate): string {
  if (year === undefined) return 'Archive';
  if (month === undefined) return String(year);
  const name = MONTHS[month - 1] ?? '';
  return day === undefined ? `${name} ${year}` : `${name} ${day}, ${year}`;
}

function ArchiveView({
  tag,
  data,
  date,
  onMore,
  paged,
}: {
  tag: TagHeaderFragment;
  data: NonNullable<TagArchiveData['tagFromSlug']>;
  date: ArchiveDate;
  onMore: (to: string) => Promise<void>;
  paged: boolean;
}) {
  const tagSlug = tag.normalizedTagSlug;
  const label = periodLabel(date);
  useTagHead(tag, date.year === undefined ? `${tag.displayTitle} archive` : `${tag.displayTitle} archive: ${label}`, paged);
  return (
    <TagFrame tag={tag} current="archive">
      <h2 className="topic-page__subtitle">{date.year === undefined ? 'Stories by year' : label}</h2>
      <nav className="topic-archive" aria-label="Archive">
        <ul className="topic-archive__row">
          {data.years.map((y) => (
            <li key={y.year}>
              <Link to={buildPath('ShowTagArchiveYear', { tagSlug, year: String(y.year) })} aria-current={y.year === date.year && date.month === undefined ? 'page' : undefined}>
                {y.year} <span className="topic-archive__count">{shortCount(y.postCount)}</span>
              </Link>
            </li>
          ))}
        </ul>
        {data.months && data.months.length > 0 && (
          <ul className="topic-archive__row">
            {data.months.map((m) => (
              <li key={m.month}>
                <Link
                  to={buildPath('ShowTagArchiveMonth', { tagSlug, year: String(m.year), month: pad(m.month ?? 1) })}
                  aria-current={m.month === date.month && date.day === undefined ? 'page' : undefined}
                >
                  {MONTHS[(m.month ?? 1) - 1]?.slice(0, 3)} <span className="topic-archive__count">{shortCount(m.postCount)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {date.month !== undefined && data.days && data.days.length > 0 && (
          <ul className="topic-archive__row">
            {data.days.map((d) => (
              <li key={d.day}>
                <Link
                  to={buildPath('ShowTagArchiveDay', { tagSlug, year: String(d.year), month: pad(d.month ?? 1), day: pad(d.day ?? 1) })}
                  aria-current={d.day === date.day ? 'page' : undefined}
                >
                  {d.day} <span className="topic-archive__count">{shortCount(d.postCount)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </nav>
      {data.archivePosts ? (
        <StoryList page={data.archivePosts} onMore={onMore} empty="No stories with this tag were published in this period." />
      ) : (
        <p className="topic-page__lead">Pick a year to see the stories tagged {tag.displayTitle} published in it.</p>
      )}
    </TagFrame>
  );
}
