import { imageUrl } from '../images';
import { MenuButton } from '../Menu/MenuButton';
import { ChevronIcon } from './icons';
import { publicationMenuItems, type ShellPublication } from './menu-items';

export const publicationMenuLabel = (name: string) => `${name} menu`;

/** A publication's square avatar (its initials without one). */
export function PublicationAvatar({ publication, size }: { publication: ShellPublication; size: 24 | 32 }) {
  const initials = publication.name
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <span className="publication-avatar" style={{ width: size, height: size }}>
      {publication.avatar ? (
        <img src={imageUrl(publication.avatar.id, 400)} alt="" width={size} height={size} decoding="async" />
      ) : (
        <span className="publication-avatar__initials" style={{ fontSize: size * 0.4 }}>
          {initials}
        </span>
      )}
    </span>
  );
}

interface PublicationMenuProps {
  publication: ShellPublication;
  closeKey: string;
  onOpenChange: (open: boolean) => void;
}

/** An editor's menu for one publication (spec 1 §2): its avatar in the bar, the editor's pages in the menu. */
export function PublicationMenu({ publication, closeKey, onOpenChange }: PublicationMenuProps) {
  const items = publicationMenuItems(publication).map((item, index, all) => ({
    label: item.label,
    to: 'to' in item ? item.to : item.href,
    separated: index > 0 && all[index - 1]!.group !== item.group,
  }));
  return (
    <MenuButton
      block="publication-menu"
      label={publicationMenuLabel(publication.name)}
      items={items}
      closeKey={closeKey}
      onOpenChange={onOpenChange}
      buttonClassName="metabar__menu-button"
      heading={
        <div className="publication-menu__heading" aria-hidden="true">
          <PublicationAvatar publication={publication} size={24} />
          <span>{publication.name}</span>
        </div>
      }
    >
      <PublicationAvatar publication={publication} size={32} />
      <span className="metabar__chevron">
        <ChevronIcon />
      </span>
    </MenuButton>
  );
}
