import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { partCountLabel } from '../../../shared/validation/series';
import { Avatar } from '../../components/Avatar/Avatar';
import { useSiteHref } from '../../components/SiteLink/site-links';
import { imageUrl } from '../../components/images';
import type { SeriesCardFragment } from '../../gql/graphql';

/** The line under a series' title: "5 parts · Updated Jun 3" (a draft says so instead). */
export function seriesMeta(series: Pick<SeriesCardFragment, 'isPublished' | 'seriesPartCount' | 'seriesUpdatedAt' | 'updatedAt'>): string {
  if (!series.isPublished) return `Draft · last edited ${formatDate(series.updatedAt)}`;
  const updated = series.seriesUpdatedAt ? ` · Updated ${formatDate(series.seriesUpdatedAt)}` : '';
  return `${partCountLabel(series.seriesPartCount)}${updated}`;
}

/** A series in a list: a stack of cards, its title, description, writer and how many parts it has. */
export function SeriesCard({ series, showWriter = true, actions }: { series: SeriesCardFragment; showWriter?: boolean; actions?: ReactNode }) {
  const href = useSiteHref(series.mediumUrl);
  return (
    <article className="series-card" data-series-id={series.id}>
      <Link to={href} className="series-card__stack" aria-hidden="true" tabIndex={-1}>
        {series.previewImage ? <img src={imageUrl(series.previewImage.id, 200)} alt="" loading="lazy" decoding="async" /> : <span className="series-card__mark">{series.title.slice(0, 1)}</span>}
      </Link>
      <div className="series-card__text">
        <p className="series-card__kicker">Series</p>
        <Link to={href} className="series-card__link">
          <h2 className="series-card__title">{series.title || 'Untitled series'}</h2>
          {series.subtitle && <p className="series-card__description">{series.subtitle}</p>}
        </Link>
        <p className="series-card__meta">
          {showWriter && (
            <>
              <Avatar name={series.creator.name} imageId={series.creator.imageId} size={20} isMember={series.creator.mediumMemberAt != null} />
              <span className="series-card__writer">{series.creator.name}</span>
              <span aria-hidden="true">·</span>
            </>
          )}
          <span>{seriesMeta(series)}</span>
        </p>
        {actions && <div className="series-card__actions">{actions}</div>}
      </div>
    </article>
  );
}
