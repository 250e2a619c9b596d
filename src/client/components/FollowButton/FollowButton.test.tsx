import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS } from '../../../shared/flags';
import type { PreloadedState } from '../../../shared/preloaded-state';
import { ClientProvider, GraphQLClient } from '../../data';
import { ShellProvider } from '../../shell/shell-context';
import { SignInModalProvider } from '../SignIn/SignInModalProvider';
import { ToastProvider } from '../Toasts/toasts';
import { FollowCollectionButton, FollowUserButton, isOwnEdge } from './FollowButton';

function shell(signedIn: boolean): PreloadedState {
  return {
    productName: 'Quire',
    appVersion: 'test',
    session: { xsrf: signedIn ? 'token-1' : null, isLoggedInCookie: signedIn, isSpoofed: false },
    auth: { providers: [], googleClientId: null },
    flags: { ...FLAG_DEFAULTS },
    navigation: { currentLocation: '/', referrer: null, queryString: '', currentHash: '', toast: null },
  };
}

const client = new GraphQLClient({ transport: async () => ({ data: {} }) });

function render(signedIn: boolean, node: React.ReactNode) {
  return renderToStaticMarkup(
    <ClientProvider client={client}>
      <ShellProvider value={shell(signedIn)}>
        <ToastProvider initial={null}>
          <SignInModalProvider>
            <MemoryRouter initialEntries={['/@grace?tab=1']}>{node}</MemoryRouter>
          </SignInModalProvider>
        </ToastProvider>
      </ShellProvider>
    </ClientProvider>,
  );
}

const grace = { id: 'aaaaaaaaaaaa', name: 'Grace Hopper', viewerEdge: { id: 'userId:aaaaaaaaaaaa-viewerId:bbbbbbbbbbbb', isFollowing: false } };

describe('follow buttons', () => {
  it('are forms posting to /_/subscribe with the session’s xsrf token and the way back, before any script runs', () => {
    const html = render(true, <FollowUserButton user={grace} />);
    expect(html).toContain('action="/_/subscribe/user/aaaaaaaaaaaa/follow"');
    expect(html).toContain('method="post"');
    expect(html).toContain('name="xsrf" value="token-1"');
    expect(html).toContain('name="redirect" value="/@grace?tab=1"');
    expect(html).toMatch(/>Follow<span class="visually-hidden"> Grace Hopper<\/span><\/button>/);

    const following = render(true, <FollowUserButton user={{ ...grace, viewerEdge: { ...grace.viewerEdge, isFollowing: true } }} size="small" />);
    expect(following).toContain('action="/_/subscribe/user/aaaaaaaaaaaa/unfollow"');
    expect(following).toContain('follow-button--small');
    expect(following).toMatch(/>Following<span/);

    const pub = render(true, <FollowCollectionButton collection={{ id: 'cccccccccccc', name: 'Field Notes', viewerEdge: { id: 'e', isFollowing: false } }} />);
    expect(pub).toContain('action="/_/subscribe/collection/cccccccccccc/follow"');
  });

  it('are a sign-in link for a signed-out reader, coming back to the page', () => {
    const html = render(false, <FollowUserButton user={{ ...grace, viewerEdge: { id: 'userId:aaaaaaaaaaaa-viewerId:lo', isFollowing: false } }} />);
    expect(html).not.toContain('<form');
    expect(html).toContain('href="/m/signin?operation=register&amp;redirect=%2F%40grace%3Ftab%3D1"');
  });

  it('are not shown on the reader’s own profile', () => {
    const self = { ...grace, viewerEdge: { id: 'userId:aaaaaaaaaaaa-viewerId:aaaaaaaaaaaa', isFollowing: false } };
    expect(isOwnEdge(self)).toBe(true);
    expect(isOwnEdge(grace)).toBe(false);
    expect(render(true, <FollowUserButton user={self} />)).toBe('');
  });
});
