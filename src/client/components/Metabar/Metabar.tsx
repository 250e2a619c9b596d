import { Link, useLocation } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useFlag, useShell } from '../../shell/shell-context';
import { SignInLink } from '../SignIn/SignInLink';
import './Metabar.css';

export function Logo() {
  return (
    <Link to="/" className="logo" aria-label="Quire home">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <circle cx="14" cy="14" r="11" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M19 19l9 9" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="logo__word">Quire</span>
    </Link>
  );
}

/** The navigation bar. Signed out: Become a member, Sign in, Get started, and Open in app on small screens. */
export function Metabar() {
  const { session } = useShell();
  const appLinks = useFlag('enable_medium_app');
  const { pathname } = useLocation();
  return (
    <header className="metabar">
      <div className="metabar__inner">
        <Logo />
        <nav className="metabar__actions" aria-label="Account">
          {session.isLoggedInCookie ? (
            <>
              <Link className="metabar__link" to={buildPath('ShowSearch')}>
                Search
              </Link>
              {session.xsrf && (
                <a className="metabar__link" href={buildPath('SignOut', { xsrf: session.xsrf })}>
                  Sign out
                </a>
              )}
            </>
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
