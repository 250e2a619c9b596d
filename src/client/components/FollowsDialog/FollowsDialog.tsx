import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { Avatar } from '../Avatar/Avatar';
import { FollowUserButton } from '../FollowButton/FollowButton';
import { profilePath } from '../UserHoverCard/profile-path';
import './FollowsDialog.css';

/** What each person in the dialog needs: spread `...FollowsDialogUser` in the query that lists them. */
export const FollowsDialogUserFields = graphql(`
  fragment FollowsDialogUser on User {
    id
    name
    username
    bio
    imageId
    mediumMemberAt
    viewerEdge {
      id
      isFollowing
    }
  }
`);

export interface FollowsDialogUser {
  id: string;
  name: string;
  username?: string | null;
  bio?: string | null;
  imageId?: string | null;
  mediumMemberAt?: number | null;
  viewerEdge: { id: string; isFollowing: boolean };
}

/** One person in a list of people: who, what to add under their name, and whether to offer a follow button. */
export interface PersonRow {
  key: string;
  user: FollowsDialogUser;
  /** A line under the name, before the bio (the clappers dialog's claps). */
  detail?: ReactNode;
  follow: boolean;
}

interface PeopleDialogProps {
  /** More classes for the dialog element, beside `follows-dialog`. */
  className?: string;
  title: ReactNode;
  /** A line under the title (the clappers dialog's "from 3 people"). */
  summary?: ReactNode;
  /** What to say instead of the list (empty, loading, not loaded), or null to show it. */
  status: string | null;
  people: readonly PersonRow[];
  /** Buttons under the list. */
  footer?: ReactNode;
  onClose: () => void;
}

/**
 * A modal list of people (who followed, who clapped): each with their avatar, their name linked to their
 * profile, their bio and a follow button. Escape, the close button or a click on the backdrop closes it;
 * focus returns to what opened it; following a profile link closes it too.
 */
export function PeopleDialog({ className, title, summary, status, people, footer, onClose }: PeopleDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      element.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={className ? `follows-dialog ${className}` : 'follows-dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className="follows-dialog__body">
        <div className="follows-dialog__header">
          <h2 id={titleId} className="follows-dialog__title">
            {title}
          </h2>
          <button type="button" className="follows-dialog__close" aria-label="Close" onClick={() => onCloseRef.current()}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {summary}
        {status !== null ? (
          <p className="follows-dialog__empty">{status}</p>
        ) : (
          <ul className="follows-dialog__list">
            {people.map(({ key, user, detail, follow }) => (
              <li key={key} className="follows-dialog__person">
                <Link to={profilePath(user)} className="follows-dialog__avatar" tabIndex={-1} aria-hidden="true" onClick={() => onCloseRef.current()}>
                  <Avatar name={user.name} imageId={user.imageId} size={40} isMember={user.mediumMemberAt != null} />
                </Link>
                <div className="follows-dialog__text">
                  <Link to={profilePath(user)} className="follows-dialog__name" onClick={() => onCloseRef.current()}>
                    {user.name}
                  </Link>
                  {detail}
                  {user.bio && <p className="follows-dialog__bio">{user.bio}</p>}
                </div>
                {follow && <FollowUserButton user={user} size="small" />}
              </li>
            ))}
          </ul>
        )}
        {footer}
      </div>
    </dialog>
  );
}

/** The 'Follows' dialog (spec 1 §2, rolled-up follow notifications): the people who followed, each with a follow button. */
export function FollowsDialog({ users, title, onClose }: { users: FollowsDialogUser[]; title: string; onClose: () => void }) {
  return (
    <PeopleDialog
      title={title}
      status={users.length === 0 ? 'No one to show yet.' : null}
      people={users.map((user) => ({ key: user.id, user, follow: true }))}
      onClose={onClose}
    />
  );
}
