import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useQuery } from '../../data';
import { VIEWER_EDGE_BATCH_KEY } from '../../shell/graphql-client';
import { useShell } from '../../shell/shell-context';
import { Avatar } from '../Avatar/Avatar';
import { FollowUserButton } from '../FollowButton/FollowButton';
import { hoverCardLines } from './hover-card-lines';
import { UserMentionTooltipStatsQuery } from './hover-card-operations';
import { profilePath } from './profile-path';

/** Where the card goes: under the name, kept inside the window's width. */
function placeUnder(anchor: HTMLElement, width: number): { top: number; left: number } {
  const rect = anchor.getClientRects()[0] ?? anchor.getBoundingClientRect();
  const left = Math.max(8, Math.min(rect.left, document.documentElement.clientWidth - width - 8));
  return { top: rect.bottom + window.scrollY + 8, left: left + window.scrollX };
}

const CARD_WIDTH = 320;

/** The last story and the follower count share a line; when the person joined goes under them. */
function HoverCardStats({ lines }: { lines: string[] }) {
  const joined = lines[lines.length - 1];
  const first = lines.slice(0, -1);
  return (
    <div className="hover-card__stats">
      {first.length > 0 && <p>{first.join(' · ')}</p>}
      {joined && <p>{joined}</p>}
    </div>
  );
}

/** The card itself, floating over the page beside its name. */
export default function UserHoverCard({ userId, anchor, onEnter, onLeave }: { userId: string; anchor: HTMLElement; onEnter: () => void; onLeave: () => void }) {
  const { productName } = useShell();
  const { data, loading } = useQuery(UserMentionTooltipStatsQuery, {
    variables: { id: userId },
    ssr: false,
    context: { batchKey: VIEWER_EDGE_BATCH_KEY },
  });
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => setPosition(placeUnder(anchor, Math.min(CARD_WIDTH, document.documentElement.clientWidth - 16))), [anchor]);
  const user = data?.user;
  if (!position) return null;

  return createPortal(
    <div
      className="hover-card"
      role="dialog"
      aria-label={user ? user.name : 'Loading'}
      style={{ top: position.top, left: position.left }}
      onPointerEnter={onEnter}
      onPointerLeave={onLeave}
      data-hover-card={userId}
    >
      {!user ? (
        <p className="hover-card__loading">{loading ? 'Loading…' : 'This profile is not available.'}</p>
      ) : (
        <>
          <div className="hover-card__head">
            <Link to={profilePath(user)} className="hover-card__avatar" tabIndex={-1} aria-hidden="true">
              <Avatar name={user.name} imageId={user.imageId} size={48} isMember={user.mediumMemberAt != null} />
            </Link>
            <FollowUserButton user={user} size="small" />
          </div>
          <Link to={profilePath(user)} className="hover-card__name">
            {user.name}
          </Link>
          {user.bio && <p className="hover-card__bio">{user.bio}</p>}
          <HoverCardStats
            lines={hoverCardLines(
              { followerCount: user.socialStats.followerCount, createdAt: user.viewerEdge.createdAt, lastPostCreatedAt: user.viewerEdge.lastPostCreatedAt },
              productName,
            )}
          />
        </>
      )}
    </div>,
    document.body,
  );
}
