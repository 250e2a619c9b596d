import { Link } from 'react-router';
import { formatReadingTime } from '../../../shared/content';
import { formatDate } from '../../../shared/format/dates';
import { buildPath } from '../../../shared/routes';
import { shortCount } from '../../../shared/validation/relations';
import { useSiteHref } from '../../components/SiteLink/site-links';
import { useQuery } from '../../data';
import { AdminStatsQuery } from './admin-operations';
import { AdminFrame } from './AdminFrame';

function StoryLink({ url, title }: { url: string; title: string }) {
  return <Link to={useSiteHref(url)}>{title || 'Untitled story'}</Link>;
}

/**
 * /{slug}/stats/overview: what the publication counts today (stories, followers, people, the queue). Views and
 * reads per story are not recorded yet, and the page says so rather than showing numbers it does not have.
 */
export function StatsSection({ slug }: { slug: string }) {
  const { data } = useQuery(AdminStatsQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  const full = data?.collectionByDomainOrSlug;
  return (
    <AdminFrame collection={full} tab="stats" title="Stats">
      {(collection) =>
        full && (
          <>
            <dl className="admin-stats">
              <div>
                <dt>Stories published</dt>
                <dd>{shortCount(full.postCount)}</dd>
              </div>
              <div>
                <dt>Followers</dt>
                <dd>
                  <Link to={buildPath('ShowCollectionFollowers', { collectionSlug: collection.slug })}>{shortCount(full.followerCount)}</Link>
                </dd>
              </div>
              <div>
                <dt>Editors and writers</dt>
                <dd>
                  <Link to={buildPath('ShowCollectionMastheadSettings', { collectionSlug: collection.slug })}>
                    {shortCount(full.masthead.editors.length + full.masthead.writers.length)}
                  </Link>
                </dd>
              </div>
              <div>
                <dt>Waiting for review</dt>
                <dd>
                  <Link to={buildPath('ShowCollectionStories', { collectionSlug: collection.slug, filterBy: 'submissions' })}>{shortCount(full.storyCounts.submissions)}</Link>
                </dd>
              </div>
            </dl>
            <p className="admin-section__hint">Views, reads and reading time per story are not recorded yet; they will appear here once they are.</p>
            <section className="admin-section" aria-labelledby="recent-heading">
              <h2 id="recent-heading" className="admin-section__title">
                Recent stories
              </h2>
              {full.latestPostsConnection.posts.length === 0 ? (
                <p className="admin-section__empty">No stories are published in {collection.name} yet.</p>
              ) : (
                <ul className="admin-list">
                  {full.latestPostsConnection.posts.map((post) => (
                    <li key={post.id} className="admin-row">
                      <div className="admin-row__text">
                        <span className="admin-row__title">
                          <StoryLink url={post.mediumUrl} title={post.title} />
                        </span>
                        <span className="admin-row__meta" suppressHydrationWarning>
                          {post.firstPublishedAt ? formatDate(post.firstPublishedAt) : ''} · {formatReadingTime(post.readingTime)}
                        </span>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )
      }
    </AdminFrame>
  );
}
