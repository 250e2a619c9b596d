import { avatarImageWidth } from '../../../shared/images';
import { imageUrl } from '../images';
import './Avatar.css';

export interface AvatarProps {
  name: string;
  imageId?: string | null;
  size: 20 | 24 | 32 | 40 | 48 | 64 | 96 | 128;
  isMember?: boolean;
}

/** A round portrait; members get the halo. Without an image, the initials stand in. */
export function Avatar({ name, imageId, size, isMember }: AvatarProps) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <span className={`avatar${isMember ? ' avatar--member' : ''}`} style={{ width: size, height: size }}>
      {imageId ? (
        <img src={imageUrl(imageId, avatarImageWidth(size))} alt={name} width={size} height={size} loading="lazy" decoding="async" />
      ) : (
        <span className="avatar__initials" role="img" aria-label={name} style={{ fontSize: size * 0.4 }}>
          {initials}
        </span>
      )}
    </span>
  );
}
