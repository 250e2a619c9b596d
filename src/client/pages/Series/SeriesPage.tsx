import { useEffect, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatReadingTime } from '../../../shared/content';
import { buildPath, postIdFromParam } from '../../../shared/routes';
import { followerCountLabel } from '../../../shared/validation/series';
import { Avatar } from '../../components/Avatar/Avatar';
import { useSiteHrefs } from '../../components/SiteLink/site-links';
import { StoryBody } from '../../components/StoryBody';
import { UserLink } from '../../components/UserHoverCard/UserHoverCard';
import { imageUrl } from '../../components/images';
import { useQuery } from '../../data';
import type { SeriesPageQuery } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import { bodyFromQuery } from '../Post/body-from-query';
import type { PageProps } from '../registry';
import { seriesMeta } from './SeriesCard';
import { SeriesFollowButton } from './SeriesFollowButton';
import { SeriesPageQuery as Query, SeriesPartQuery } from './series-operations';
import './series.css';

type Series = NonNullable<SeriesPageQuery['series']>;

/** Which part the address asks for (?part=N), kept within the parts there are. */
export function partNumber(search: string, count: number): number {
  const asked = Number(new URLSearchParams(search).get('part'));
  return Number.isInteger(asked) && asked >= 1 ? Math.min(asked, Math.max(count, 1)) : 1;
}

/** Whether a key press belongs to something being typed into, which keeps its arrows. */
function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));
}

/** /series/{postId}: a series read one part at a time, like a stack of cards (?part=N is each part's own address). */
export default function SeriesPage({ params }: PageProps) {
  const postId = postIdFromParam(params.postId ?? '');
  const { data, loading } = useQuery(Query, { variables: { postId: postId ?? '' }, skip: !postId });
  const series = data?.series ?? null;
  if (!postId || (!series && !loading)) return <NotFoundPage />;
  if (!series) return null;
  return <SeriesReader series={series} />;
}

function SeriesReader({ series }: { series: Series }) {
  const { productName } = useShell();
  const { search } = useLocation();
  const navigate = useNavigate();
  const siteHref = useSiteHrefs();
  const path = siteHref(series.mediumUrl);
  const parts = series.seriesParts;
  const current = partNumber(search, parts.length);
  const listed = parts[current - 1] ?? null;
  const { data: partData } = useQuery(SeriesPartQuery, { variables: { postId: series.id, number: current }, skip: !listed });
  const part = partData?.seriesPart ?? null;
  const partHref = (n: number) => buildPath('ShowSeries', { postId: path.split('/').pop() ?? series.id }, n > 1 ? { query: { part: String(n) } } : {});
  const previous = current > 1 ? partHref(current - 1) : null;
  const next = current < parts.length ? partHref(current + 1) : null;
  const firstWords = listed?.excerpt ?? '';
  useHead({
    title: `${series.title}${current > 1 ? ` (part ${current})` : ''} – ${series.creator.name} – ${productName}`,
    description: series.subtitle || firstWords,
    canonical: new URL(partHref(current), series.mediumUrl).toString(),
    robots: series.isPublished && series.visibility !== 'UNLISTED' ? undefined : 'noindex',
  });

  // Arrow keys turn the cards, as on a phone a tap does.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const to = event.key === 'ArrowRight' ? next : event.key === 'ArrowLeft' ? previous : null;
      if (!to) return;
      event.preventDefault();
      void navigate(to, { preventScrollReset: true });
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, next, previous]);

  // A tap on the card's right part turns to the next card, on its left part back; links and selections keep theirs.
  function onCardClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a, button') || window.getSelection()?.toString()) return;
    const box = event.currentTarget.getBoundingClientRect();
    const to = event.clientX - box.left > box.width * 0.35 ? next : previous;
    if (to) void navigate(to, { preventScrollReset: true });
  }

  const body = part ? bodyFromQuery(part.bodyModel) : null;
  return (
    <div className="series-page" data-series-id={series.id}>
      {!series.isPublished && <p className="series-page__draft">Draft — only you can see this series until you publish it.</p>}
      <header className="series-page__head">
        <p className="series-page__kicker">Series</p>
        <h1 className="series-page__title">{series.title}</h1>
        {series.subtitle && <p className="series-page__description">{series.subtitle}</p>}
        <div className="series-page__byline">
          <Link to={siteHref(series.creator.mediumUrl)} aria-hidden="true" tabIndex={-1}>
            <Avatar name={series.creator.name} imageId={series.creator.imageId} size={40} isMember={series.creator.mediumMemberAt != null} />
          </Link>
          <div>
            <UserLink user={series.creator} className="series-page__writer" />
            <p className="series-page__meta" data-testid="series-meta">
              {seriesMeta(series)}
              {series.seriesFollowerCount > 0 && ` · ${followerCountLabel(series.seriesFollowerCount)}`}
            </p>
          </div>
          <div className="series-page__actions">
            <SeriesFollowButton series={series} />
            {series.seriesViewerEdge.isWriter && (
              <Link className="button button--outline" to={buildPath('ShowSeriesEdit', { postId: series.id })}>
                Edit series
              </Link>
            )}
          </div>
        </div>
      </header>

      {listed ? (
        <section className="series-reader" aria-label={`Part ${current} of ${parts.length}`}>
          <div className="series-reader__progress" aria-hidden="true">
            {parts.map((p) => (
              <span key={p.id} className={`series-reader__tick${p.number <= current ? ' series-reader__tick--done' : ''}`} />
            ))}
          </div>
          <article className="series-reader__card" data-part-id={listed.id} aria-busy={!body} onClick={onCardClick}>
            <p className="series-reader__place">
              <span data-testid="series-place">
                Part {current} of {parts.length}
              </span>
              {part && (
                <>
                  <span aria-hidden="true"> · </span>
                  <span>{formatReadingTime(part.readingTime)}</span>
                </>
              )}
              {!listed.isPublished && <span className="series-reader__draft-part">Draft</span>}
            </p>
            <div className="series-reader__body">{body && <StoryBody body={body} style="SERIES" imageUrl={imageUrl} />}</div>
          </article>
          <nav className="series-reader__nav" aria-label="Parts">
            {previous ? (
              <Link to={previous} className="button button--outline series-reader__turn" rel="prev" preventScrollReset>
                ← Previous
              </Link>
            ) : (
              <span />
            )}
            <span className="series-reader__hint">Use ← and → to turn</span>
            {next ? (
              <Link to={next} className="button button--dark series-reader__turn" rel="next" preventScrollReset>
                Next →
              </Link>
            ) : (
              <span className="series-reader__end">You’re up to date</span>
            )}
          </nav>
          {!next && series.isPublished && !series.seriesViewerEdge.isFollowing && !series.seriesViewerEdge.isWriter && (
            <aside className="series-reader__caught-up">
              <p>That’s the latest part. Follow the series to hear when {series.creator.name} adds the next one.</p>
              <SeriesFollowButton series={series} size="small" />
            </aside>
          )}
        </section>
      ) : (
        <p className="series-page__empty">{series.seriesViewerEdge.isWriter ? 'This series has no parts yet. Add the first one from Edit series.' : 'This series has no parts yet.'}</p>
      )}

      {parts.length > 1 && (
        <section className="series-contents" aria-labelledby="series-contents-title">
          <h2 id="series-contents-title" className="series-contents__title">
            All parts
          </h2>
          <ol className="series-contents__list">
            {parts.map((p) => (
              <li key={p.id} className={p.number === current ? 'series-contents__item series-contents__item--current' : 'series-contents__item'}>
                <Link to={partHref(p.number)} aria-current={p.number === current ? 'page' : undefined} preventScrollReset>
                  <span className="series-contents__number">{p.number}</span>
                  <span className="series-contents__excerpt">{p.excerpt}</span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      )}

      {series.tags.length > 0 && (
        <ul className="series-page__tags" aria-label="Tags">
          {series.tags.map((tag) => (
            <li key={tag.id}>
              <a className="tag-pill" href={buildPath('ShowTagPosts', { tagSlug: tag.normalizedTagSlug })}>
                {tag.displayTitle}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
