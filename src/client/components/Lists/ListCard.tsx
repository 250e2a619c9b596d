import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { storyCountLabel } from '../../../shared/validation/lists';
import { Avatar } from '../Avatar/Avatar';
import { imageUrl } from '../images';
import { LockIcon } from './icons';

export interface ListCardCatalog {
  id: string;
  name: string;
  description: string;
  visibility: string;
  predefined?: string | null;
  slugId: string;
  postItemsCount: number;
  creator: { id: string; name: string; username?: string | null; imageId?: string | null };
  itemsConnection?: { items: { catalogItemId: string; post: { id: string; previewImage?: { id: string } | null } }[] };
}

/** A list's address: the reader's own at /me/list/…, anyone's at /@{username}/list/…. */
export function listPath(catalog: ListCardCatalog, own: boolean): string {
  if (own || !catalog.creator.username) return buildPath('ShowYourList', { catalogSlugId: catalog.slugId });
  return buildPath('ShowUserList', { username: catalog.creator.username, catalogSlugId: catalog.slugId });
}

/** A list as Medium shows it in a library: owner, name, count and privacy on the left, three story images stacked on the right. */
export function ListCard({ catalog, own }: { catalog: ListCardCatalog; own: boolean }) {
  const images = (catalog.itemsConnection?.items ?? []).slice(0, 3);
  return (
    <article className="list-card" data-catalog-id={catalog.id}>
      <Link to={listPath(catalog, own)} className="list-card__link">
        <div className="list-card__text">
          <p className="list-card__owner">
            <Avatar name={catalog.creator.name} imageId={catalog.creator.imageId ?? null} size={20} />
            <span>{catalog.creator.name}</span>
          </p>
          <h2 className="list-card__name">{catalog.name}</h2>
          {catalog.description && <p className="list-card__description">{catalog.description}</p>}
          <p className="list-card__meta">
            <span>{storyCountLabel(catalog.postItemsCount)}</span>
            {(catalog.visibility === 'PRIVATE' || catalog.predefined) && (
              <span className="list-card__private">
                <LockIcon /> Private
              </span>
            )}
          </p>
        </div>
        <div className="list-card__images" aria-hidden="true">
          {[0, 1, 2].map((i) => {
            const image = images[i]?.post.previewImage;
            return <span key={i} className="list-card__image">{image && <img src={imageUrl(image.id, 200)} alt="" loading="lazy" decoding="async" />}</span>;
          })}
        </div>
      </Link>
    </article>
  );
}
