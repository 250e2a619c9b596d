import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useQuery } from '../../data';
import { useFlag, useShell } from '../../shell/shell-context';
import { SignInLink } from '../SignIn/SignInLink';
import { BookmarkIcon, WriteIcon } from './icons';
import { NotificationsBell } from '../Notifications/NotificationsBell';
import { MetabarSearch } from '../Search/MetabarSearch';
import { metabarActions } from './menu-items';
import { MetabarViewerQuery } from './metabar-operations';
import { DEFAULT_NAV_CONFIG } from './nav-behaviour';
import { PublicationMenu } from './PublicationMenu';
import { useNavBehaviour } from './use-nav-behaviour';
import { UserMenu } from './UserMenu';
import { WORDMARK } from './wordmark.generated';
import './Metabar.css';

export function Logo() {
  return (
    <Link to="/" className="logo" aria-label="Quire home">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <circle cx="14" cy="14" r="11" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M19 19l9 9" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      {/* The word in Source Serif 4 Bold, outlined from the font by `npm run fonts`: no font to fetch for five letters. */}
      <svg className="logo__word" viewBox={WORDMARK.viewBox} width={WORDMARK.width} height={WORDMARK.height} aria-hidden="true" focusable="false">
        <path d={WORDMARK.path} fill="currentColor" />
      </svg>
    </Link>
  );
}

/** Which of the bar's menus is open, if any: an open popover keeps the bar in place. */
function useOpenPopover() {
  const [open, setOpen] = useState<string | null>(null);
  const onOpenChange = useCallback((name: string, isOpen: boolean) => {
    setOpen((current) => (isOpen ? name : current === name ? null : current));
  }, []);
  return { popoverOpen: open !== null, onOpenChange };
}

function SignedInActions({ closeKey, onOpenChange }: { closeKey: string; onOpenChange: (name: string, open: boolean) => void }) {
  const { session } = useShell();
  // Loaded with the page on the server, so the bar is complete in the HTML; the home greeting shares it.
  const { data } = useQuery(MetabarViewerQuery, {});
  const viewer = data?.viewer;
  if (!viewer) return null;
  const publications = data.viewerPublications;
  const actions = metabarActions(viewer, publications);
  return (
    <>
      {actions.lists && (
        <Link className="metabar__icon-link" to={buildPath('ShowYourLists')} aria-label="Lists" title="Lists">
          <BookmarkIcon />
        </Link>
      )}
      <Link className="metabar__write" to={buildPath('ShowNewStory')} aria-label="Write">
        <WriteIcon />
        <span className="metabar__write-label">Write</span>
      </Link>
      {actions.upgrade && (
        <Link className="button button--accent metabar__upgrade" to={buildPath('ShowMembership')}>
          {actions.upgrade}
        </Link>
      )}
      <NotificationsBell closeKey={closeKey} onOpenChange={(open) => onOpenChange('notifications', open)} />
      {actions.publicationMenus.map((publication) => (
        <PublicationMenu
          key={publication.id}
          publication={publication}
          closeKey={closeKey}
          onOpenChange={(open) => onOpenChange(`publication:${publication.id}`, open)}
        />
      ))}
      <UserMenu viewer={viewer} session={session} closeKey={closeKey} onOpenChange={(open) => onOpenChange('user', open)} />
    </>
  );
}

/**
 * The navigation bar (spec 1 §2, §4). Signed in: Search, Lists (not for writers and editors), the
 * notifications bell, Write, Upgrade (non-members), an editor's publication menus and the user
 * menu. Signed out: Become a member, Sign in, Get started, and Open in app on small screens. On wide screens
 * it gets out of the way while the reader scrolls down and comes back when they scroll up.
 */
export function Metabar() {
  const { session } = useShell();
  const appLinks = useFlag('enable_medium_app');
  const { pathname, key } = useLocation();
  const { popoverOpen, onOpenChange } = useOpenPopover();
  const nav = useNavBehaviour(DEFAULT_NAV_CONFIG, popoverOpen);
  const className = ['metabar', session.isLoggedInCookie && 'metabar--signed-in', nav.hidden && 'metabar--hidden', nav.locked && 'metabar--locked', !nav.fixed && 'metabar--static']
    .filter(Boolean)
    .join(' ');
  return (
    <header className={className}>
      <div className="metabar__inner">
        <div className="metabar__start">
          <Logo />
          {session.isLoggedInCookie && <MetabarSearch />}
        </div>
        <nav className="metabar__actions" aria-label="Account">
          {session.isLoggedInCookie ? (
            <SignedInActions closeKey={key} onOpenChange={onOpenChange} />
          ) : (
            <>
              {appLinks && (
                <a className="metabar__link metabar__open-app" href={`quire://open${pathname}`}>
                  Open in app
                </a>
              )}
              <Link className="metabar__link metabar__wide" to={buildPath('ShowMembership')}>
                Become a member
              </Link>
              <SignInLink className="metabar__link" config={{ operation: 'login', susiEntry: 'metabar' }}>
                Sign in
              </SignInLink>
              <SignInLink className="button button--dark" config={{ operation: 'register', susiEntry: 'metabar' }}>
                Get started
              </SignInLink>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
