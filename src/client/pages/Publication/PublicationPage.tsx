import { monthName } from '../../../shared/format/intl';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { followerCountLabel, shortCount } from '../../../shared/validation/relations';
import { Avatar } from '../../components/Avatar/Avatar';
import { PostCard } from '../../components/PostCard/PostCard';
import { useCollectionHref, useSiteHref } from '../../components/SiteLink/site-links';
import { useQuery } from '../../data';
import type { MastheadMemberFragment, PostCardFragment, PublicationHeaderFragment } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { PublicationFrame, StoryFeed } from './PublicationFrame';
import { headFor, PAGE_SIZE, useCursor } from './publication-shared';
import { PublicationAll, PublicationTrending } from './PublicationStories';
import {
  PublicationAboutQuery,
  PublicationArchiveQuery,
  PublicationFeaturedQuery,
  PublicationFeaturePageQuery,
  PublicationFollowersQuery,
  PublicationHomeQuery,
  PublicationMastheadQuery,
  PublicationTaggedQuery,
} from './publication-operations';

/** A month's name from its number in an address ("1" to "12"), or the text as it is. */
const monthOfParam = (month: number, width: 'short' | 'long') => (month >= 1 && month <= 12 ? monthName(month - 1, width) : undefined);

/** The reader pages of a publication: home, latest, trending, every story by page, featured, tagged, archive, about, masthead, followers, feature pages. */
export default function PublicationPage({ params, route }: PageProps) {
  const slug = params.collectionSlug ?? '';
  switch (route.name) {
    case 'ShowCollectionHome':
      return <Home slug={slug} />;
    case 'ShowCollectionLatest':
      return <Home slug={slug} latest />;
    case 'ShowCollectionTrending':
      return <PublicationTrending slug={slug} />;
    case 'ShowCollectionAll':
      return <PublicationAll slug={slug} page={params.page ?? '1'} />;
    case 'ShowCollectionFeatured':
      return <Featured slug={slug} />;
    case 'ShowCollectionTagged':
      return <Tagged slug={slug} tagSlug={params.tagSlug ?? ''} />;
    case 'ShowCollectionArchive':
    case 'ShowCollectionArchiveYear':
    case 'ShowCollectionArchiveMonth':
    case 'ShowCollectionArchiveDay':
      return <Archive slug={slug} year={params.year} month={params.month} day={params.day} />;
    case 'ShowCollectionAbout':
      return <About slug={slug} />;
    case 'ShowCollectionMasthead':
      return <Masthead slug={slug} />;
    case 'ShowCollectionFollowersList':
      return <Followers slug={slug} />;
    case 'ShowCollectionFeaturePage':
      return <FeaturePage slug={slug} pageSlug={params.featurePageSlug ?? ''} />;
    default:
      return <NotFoundPage />;
  }
}

function Home({ slug, latest = false }: { slug: string; latest?: boolean }) {
  const to = useCursor();
  const { data, fetchMore } = useQuery(PublicationHomeQuery, { variables: { slug, paging: { limit: PAGE_SIZE, to } } });
  const collection = data?.collectionByDomainOrSlug;
  if (data && !collection) return <NotFoundPage />;
  if (!collection) return null;
  return <HomeView collection={collection} data={collection} latest={latest} onMore={(next) => fetchMore({
    variables: { slug, paging: { limit: PAGE_SIZE, to: next } },
    updateQuery: (previous, { fetchMoreResult }) => {
      const before = previous.collectionByDomainOrSlug;
      const after = fetchMoreResult.collectionByDomainOrSlug;
      if (!before || !after) return fetchMoreResult;
      return {
        ...fetchMoreResult,
        collectionByDomainOrSlug: {
          ...after,
          latestPostsConnection: { ...after.latestPostsConnection, posts: [...before.latestPostsConnection.posts, ...after.latestPostsConnection.posts] },
        },
      };
    },
  })} paged={to !== undefined} />;
}

function HomeView({
  collection,
  data,
  latest,
  paged,
  onMore,
}: {
  collection: PublicationHeaderFragment;
  data: { featuredPosts: PostCardFragment[]; latestPostsConnection: { posts: PostCardFragment[]; pagingInfo: { next?: { limit?: number | null; to?: string | null } | null } } };
  latest: boolean;
  paged: boolean;
  onMore: (to: string) => Promise<void>;
}) {
  const title = latest ? `Latest stories – ${collection.name}` : collection.name;
  const href = useCollectionHref(collection);
  useHead(headFor(collection, title, latest ? 'ShowCollectionLatest' : 'ShowCollectionHome', {}, paged ? { robots: 'noindex, follow' } : {}));
  const featured = latest || paged ? [] : data.featuredPosts;
  const featuredIds = new Set(featured.map((p) => p.id));
  const posts = data.latestPostsConnection.posts.filter((p) => !featuredIds.has(p.id));
  return (
    <PublicationFrame collection={collection} home={!latest} aside={latest ? undefined : <HomeAside collection={collection} />}>
      {featured.length > 0 && (
        <section className="publication-section" aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="publication-section__title">
            Featured
          </h2>
          <div className="publication-featured">
            {featured.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        </section>
      )}
      <section className="publication-section" aria-labelledby="latest-heading">
        {latest ? (
          <h1 id="latest-heading" className="publication-section__title publication-section__title--page">
            Latest stories
          </h1>
        ) : (
          <h2 id="latest-heading" className="publication-section__title">
            Latest
          </h2>
        )}
        <StoryFeed page={{ posts, next: data.latestPostsConnection.pagingInfo.next }} onMore={onMore} empty="No stories have been published here yet." />
        {latest && (
          <p className="publication-list__more">
            <Link to={href('ShowCollectionTrending')}>Trending</Link>
            <span aria-hidden="true"> · </span>
            <Link to={href('ShowCollectionAll', { page: '1' })}>All stories</Link>
          </p>
        )}
      </section>
    </PublicationFrame>
  );
}

/** Beside the home page's stories: what the publication is, and its other pages. */
function HomeAside({ collection }: { collection: PublicationHeaderFragment }) {
  const href = useCollectionHref(collection);
  const first = collection.description.split(/\n\n+/)[0];
  return (
    <>
      <h2 className="publication-aside__title">About</h2>
      {first && <p className="publication-aside__text">{first}</p>}
      <ul className="publication-aside__links">
        <li>
          <Link to={href('ShowCollectionAbout')}>More about {collection.name}</Link>
        </li>
        <li>
          <Link to={href('ShowCollectionMasthead')}>Masthead</Link>
        </li>
        <li>
          <Link to={href('ShowCollectionFollowersList')}>Followers</Link>
        </li>
        <li>
          <Link to={href('ShowCollectionTrending')}>Trending</Link>
        </li>
        <li>
          <Link to={href('ShowCollectionArchive')}>Archive</Link>
        </li>
        <li>
          <Link to={href('ShowCollectionAll', { page: '1' })}>All stories</Link>
        </li>
      </ul>
    </>
  );
}

function Featured({ slug }: { slug: string }) {
  const { data } = useQuery(PublicationFeaturedQuery, { variables: { slug } });
  const collection = data?.collectionByDomainOrSlug;
  if (data && !collection) return <NotFoundPage />;
  if (!collection) return null;
  return <FeaturedView collection={collection} posts={collection.featuredPosts} />;
}

function FeaturedView({ collection, posts }: { collection: PublicationHeaderFragment; posts: PostCardFragment[] }) {
  useHead(headFor(collection, `Featured – ${collection.name}`, 'ShowCollectionFeatured'));
  return (
    <PublicationFrame collection={collection}>
      <h1 className="publication-section__title publication-section__title--page">Featured</h1>
      <StoryFeed page={{ posts, next: null }} onMore={async () => {}} empty="The editors have not featured any stories yet." />
    </PublicationFrame>
  );
}

function Tagged({ slug, tagSlug }: { slug: string; tagSlug: string }) {
  const to = useCursor();
  const { data, fetchMore } = useQuery(PublicationTaggedQuery, { variables: { slug, tagSlug, paging: { limit: PAGE_SIZE, to } } });
  const collection = data?.collectionByDomainOrSlug;
  if (data && !collection) return <NotFoundPage />;
  if (!collection) return null;
  const connection = collection.taggedPostsConnection;
  const onMore = (next: string) =>
    fetchMore({
      variables: { slug, tagSlug, paging: { limit: PAGE_SIZE, to: next } },
      updateQuery: (previous, { fetchMoreResult }) => {
        const before = previous.collectionByDomainOrSlug;
        const after = fetchMoreResult.collectionByDomainOrSlug;
        if (!before || !after) return fetchMoreResult;
        return {
          ...fetchMoreResult,
          collectionByDomainOrSlug: {
            ...after,
            taggedPostsConnection: { ...after.taggedPostsConnection, posts: [...before.taggedPostsConnection.posts, ...after.taggedPostsConnection.posts] },
          },
        };
      },
    });
  const label = collection.navItems.find((i) => i.type === 'TAG' && i.tagSlug === tagSlug)?.title ?? tagSlug.replace(/-/g, ' ');
  return (
    <TaggedView collection={collection} label={label} tagSlug={tagSlug} paged={to !== undefined}>
      <StoryFeed page={{ posts: connection.posts, next: connection.pagingInfo.next }} onMore={onMore} empty={`No stories in ${collection.name} are tagged ${label} yet.`} />
    </TaggedView>
  );
}

function TaggedView({ collection, label, tagSlug, paged, children }: { collection: PublicationHeaderFragment; label: string; tagSlug: string; paged: boolean; children: ReactNode }) {
  useHead(headFor(collection, `${label} – ${collection.name}`, 'ShowCollectionTagged', { tagSlug }, paged ? { robots: 'noindex, follow' } : {}));
  return (
    <PublicationFrame collection={collection}>
      <h1 className="publication-section__title publication-section__title--page publication-section__title--tag">{label}</h1>
      {children}
    </PublicationFrame>
  );
}

function Archive({ slug, year, month, day }: { slug: string; year?: string; month?: string; day?: string }) {
  const to = useCursor();
  const numbers = { year: year ? Number(year) : undefined, month: month ? Number(month) : undefined, day: day ? Number(day) : undefined };
  const { data, fetchMore } = useQuery(PublicationArchiveQuery, { variables: { slug, ...numbers, paging: { limit: PAGE_SIZE, to } } });
  const collection = data?.collectionByDomainOrSlug;
  if (data && !collection) return <NotFoundPage />;
  if (!collection) return null;
  const onMore = (next: string) =>
    fetchMore({
      variables: { slug, ...numbers, paging: { limit: PAGE_SIZE, to: next } },
      updateQuery: (previous, { fetchMoreResult }) => {
        const before = previous.collectionByDomainOrSlug;
        const after = fetchMoreResult.collectionByDomainOrSlug;
        if (!before || !after) return fetchMoreResult;
        const posts = [...before.archive.postsConnection.posts, ...after.archive.postsConnection.posts];
        return { ...fetchMoreResult, collectionByDomainOrSlug: { ...after, archive: { ...after.archive, postsConnection: { ...after.archive.postsConnection, posts } } } };
      },
    });
  return <ArchiveView collection={collection} archive={collection.archive} year={year} month={month} day={day} onMore={onMore} paged={to !== undefined} />;
}

function periodLabel(year?: string, month?: string, day?: string): string {
  if (!year) return 'Archive';
  if (!month) return year;
  const name = monthOfParam(Number(month), 'long') ?? month;
  return day ? `${name} ${Number(day)}, ${year}` : `${name} ${year}`;
}

function ArchiveView({
  collection,
  archive,
  year,
  month,
  day,
  paged,
  onMore,
}: {
  collection: PublicationHeaderFragment;
  archive: ArchiveShape;
  year?: string;
  month?: string;
  day?: string;
  paged: boolean;
  onMore: (to: string) => Promise<void>;
}) {
  const href = useCollectionHref(collection);
  const label = periodLabel(year, month, day);
  const routeName = day ? 'ShowCollectionArchiveDay' : month ? 'ShowCollectionArchiveMonth' : year ? 'ShowCollectionArchiveYear' : 'ShowCollectionArchive';
  const params: Record<string, string> = { ...(year ? { year } : {}), ...(month ? { month } : {}), ...(day ? { day } : {}) };
  useHead(headFor(collection, `${label === 'Archive' ? 'Archive' : `Archive: ${label}`} – ${collection.name}`, routeName, params, paged ? { robots: 'noindex, follow' } : {}));
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <PublicationFrame collection={collection}>
      <h1 className="publication-section__title publication-section__title--page">{label === 'Archive' ? 'Archive' : `Archive · ${label}`}</h1>
      <nav className="publication-archive" aria-label="Archive">
        <ul className="publication-archive__row">
          <li>
            <Link to={href('ShowCollectionArchive')} aria-current={!year ? 'page' : undefined}>
              All
            </Link>
          </li>
          {archive.years.map((y) => (
            <li key={y.year}>
              <Link to={href('ShowCollectionArchiveYear', { year: String(y.year) })} aria-current={year === String(y.year) && !month ? 'page' : undefined}>
                {y.year} <span className="publication-archive__count">{shortCount(y.count)}</span>
              </Link>
            </li>
          ))}
        </ul>
        {archive.months.length > 0 && (
          <ul className="publication-archive__row">
            {archive.months.map((m) => (
              <li key={m.month}>
                <Link to={href('ShowCollectionArchiveMonth', { year: String(m.year), month: pad(m.month ?? 1) })} aria-current={month === pad(m.month ?? 1) && !day ? 'page' : undefined}>
                  {monthOfParam(m.month ?? 1, 'short')} <span className="publication-archive__count">{shortCount(m.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {archive.days.length > 0 && (
          <ul className="publication-archive__row">
            {archive.days.map((d) => (
              <li key={d.day}>
                <Link
                  to={href('ShowCollectionArchiveDay', { year: String(d.year), month: pad(d.month ?? 1), day: pad(d.day ?? 1) })}
                  aria-current={day === pad(d.day ?? 1) ? 'page' : undefined}
                >
                  {d.day} <span className="publication-archive__count">{shortCount(d.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <StoryFeed page={{ posts: archive.postsConnection.posts, next: archive.postsConnection.pagingInfo.next }} onMore={onMore} empty="No stories were published in this period." />
      <p className="publication-list__more">
        <Link to={href('ShowCollectionAll', { page: '1' })}>All stories, page by page</Link>
      </p>
    </PublicationFrame>
  );
}

type ArchiveShape = {
  years: { year: number; count: number }[];
  months: { year: number; month?: number | null; count: number }[];
  days: { year: number; month?: number | null; day?: number | null; count: number }[];
  postsConnection: { posts: PostCardFragment[]; pagingInfo: { next?: { limit?: number | null; to?: string | null } | null } };
};

function About({ slug }: { slug: string }) {
  const { data } = useQuery(PublicationAboutQuery, { variables: { slug } });
  const collection = data?.collectionByDomainOrSlug;
  if (data && !collection) return <NotFoundPage />;
  if (!collection) return null;
  return (
    <AboutView
      collection={collection}
      createdAt={collection.createdAt}
      postCount={collection.postCount}
      followerCount={collection.followerCount}
      people={collection.masthead.editors.length + collection.masthead.writers.length}
    />
  );
}

function AboutView({ collection, createdAt, postCount, followerCount, people }: { collection: PublicationHeaderFragment; createdAt: number; postCount: number; followerCount: number; people: number }) {
  const href = useCollectionHref(collection);
  useHead(headFor(collection, `About ${collection.name}`, 'ShowCollectionAbout'));
  const paragraphs = collection.description.split(/\n\n+/).filter(Boolean);
  return (
    <PublicationFrame collection={collection}>
      <article className="publication-about">
        <h1 className="publication-section__title publication-section__title--page">About {collection.name}</h1>
        {collection.tagline && <p className="publication-about__tagline">{collection.tagline}</p>}
        {paragraphs.length > 0 ? (
          paragraphs.map((p, i) => (
            <p key={i} className="publication-about__text">
              {p}
            </p>
          ))
        ) : (
          <p className="publication-about__text">{collection.name} has not written a description yet.</p>
        )}
        <dl className="publication-about__facts">
          <div>
            <dt>Stories</dt>
            <dd>{shortCount(postCount)}</dd>
          </div>
          <div>
            <dt>Followers</dt>
            <dd>
              <Link to={href('ShowCollectionFollowersList')}>{shortCount(followerCount)}</Link>
            </dd>
          </div>
          <div>
            <dt>Editors and writers</dt>
            <dd>
              <Link to={href('ShowCollectionMasthead')}>{shortCount(people)}</Link>
            </dd>
          </div>
          <div>
            <dt>Since</dt>
            <dd suppressHydrationWarning>{formatDate(createdAt)}</dd>
          </div>
        </dl>
        <p>
          <Link className="button button--outline" to={href('ShowCollectionMasthead')}>
            See the masthead
          </Link>
        </p>
      </article>
    </PublicationFrame>
  );
}

function Person({ user, note }: { user: MastheadMemberFragment['user']; note?: string }) {
  const profile = useSiteHref(user.mediumUrl);
  return (
    <li className="publication-person">
      <Avatar name={user.name} imageId={user.imageId} size={48} isMember={user.mediumMemberAt != null} />
      <div className="publication-person__text">
        <Link className="publication-person__name" to={profile}>
          {user.name}
        </Link>
        {note && <span className="publication-person__note">{note}</span>}
        {user.bio && <p className="publication-person__bio">{user.bio}</p>}
      </div>
    </li>
  );
}

function Masthead({ slug }: { slug: string }) {
  const { data } = useQuery(PublicationMastheadQuery, { variables: { slug } });
  const collection = data?.collectionByDomainOrSlug;
  if (data && !collection) return <NotFoundPage />;
  if (!collection) return null;
  return <MastheadView collection={collection} editors={collection.masthead.editors} writers={collection.masthead.writers} />;
}

function MastheadView({ collection, editors, writers }: { collection: PublicationHeaderFragment; editors: MastheadMemberFragment[]; writers: MastheadMemberFragment[] }) {
  useHead(headFor(collection, `Masthead – ${collection.name}`, 'ShowCollectionMasthead'));
  return (
    <PublicationFrame collection={collection}>
      <h1 className="publication-section__title publication-section__title--page">Masthead</h1>
      <section className="publication-section" aria-labelledby="editors-heading">
        <h2 id="editors-heading" className="publication-section__title">
          Editors
        </h2>
        <ul className="publication-people">
          {editors.map((m) => (
            <Person key={m.user.id} user={m.user} note={m.isCreator ? 'Founder' : undefined} />
          ))}
        </ul>
      </section>
      <section className="publication-section" aria-labelledby="writers-heading">
        <h2 id="writers-heading" className="publication-section__title">
          Writers
        </h2>
        {writers.length > 0 ? (
          <ul className="publication-people">
            {writers.map((m) => (
              <Person key={m.user.id} user={m.user} />
            ))}
          </ul>
        ) : (
          <p className="publication__empty">No writers yet.</p>
        )}
      </section>
    </PublicationFrame>
  );
}

function Followers({ slug }: { slug: string }) {
  const to = useCursor();
  const { pathname } = useLocation();
  const { data } = useQuery(PublicationFollowersQuery, { variables: { slug, paging: { limit: 20, to } } });
  const collection = data?.collectionByDomainOrSlug;
  if (data && !collection) return <NotFoundPage />;
  if (!collection) return null;
  const next = collection.followersConnection.pagingInfo.next;
  return (
    <FollowersView collection={collection} count={collection.followerCount} paged={to !== undefined}>
      {collection.followersConnection.users.length > 0 ? (
        <ul className="publication-people">
          {collection.followersConnection.users.map((user) => (
            <Person key={user.id} user={user} />
          ))}
        </ul>
      ) : (
        <p className="publication__empty">Nobody follows {collection.name} yet.</p>
      )}
      {next?.to && (
        <a className="button button--outline publication-feed__more" href={`${pathname}?to=${encodeURIComponent(next.to)}`}>
          More followers
        </a>
      )}
    </FollowersView>
  );
}

function FollowersView({ collection, count, paged, children }: { collection: PublicationHeaderFragment; count: number; paged: boolean; children: ReactNode }) {
  useHead(headFor(collection, `Followers – ${collection.name}`, 'ShowCollectionFollowersList', {}, { robots: paged ? 'noindex, follow' : 'noindex' }));
  return (
    <PublicationFrame collection={collection}>
      <h1 className="publication-section__title publication-section__title--page">{followerCountLabel(count)}</h1>
      {children}
    </PublicationFrame>
  );
}

function FeaturePage({ slug, pageSlug }: { slug: string; pageSlug: string }) {
  const { data } = useQuery(PublicationFeaturePageQuery, { variables: { slug, pageSlug } });
  const collection = data?.collectionByDomainOrSlug;
  if (data && (!collection || !collection.featurePage)) return <NotFoundPage />;
  if (!collection?.featurePage) return null;
  return <FeaturePageView collection={collection} page={collection.featurePage} />;
}

function FeaturePageView({
  collection,
  page,
}: {
  collection: PublicationHeaderFragment;
  page: { slug: string; title: string; description: string; posts: PostCardFragment[] };
}) {
  useHead(headFor(collection, `${page.title} – ${collection.name}`, 'ShowCollectionFeaturePage', { featurePageSlug: page.slug }, page.description ? { description: page.description } : {}));
  return (
    <PublicationFrame collection={collection}>
      <h1 className="publication-section__title publication-section__title--page">{page.title}</h1>
      {page.description && <p className="publication-about__tagline">{page.description}</p>}
      <StoryFeed page={{ posts: page.posts, next: null }} onMore={async () => {}} empty="This page has no stories yet." />
    </PublicationFrame>
  );
}
