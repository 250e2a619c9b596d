import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS } from '../../../shared/flags';
import { ClientProvider, GraphQLClient } from '../../data';
import { ShellProvider } from '../../shell/shell-context';
import { SignInModalProvider } from '../SignIn/SignInModalProvider';
import { ToastProvider } from '../Toasts/toasts';
import { FollowsDialog } from './FollowsDialog';

const client = new GraphQLClient({ transport: async () => ({ data: {} }) });
const state = {
  productName: 'Quire',
  appVersion: 'test',
  session: { xsrf: 'x', isLoggedInCookie: true, isSpoofed: false },
  auth: { providers: [], googleClientId: null },
  flags: { ...FLAG_DEFAULTS },
  navigation: { currentLocation: '/', referrer: null, queryString: '', currentHash: '', toast: null },
};

describe('the Follows dialog', () => {
  it('lists each person with their avatar, their name linked to their profile, their bio and a follow button', () => {
    const users = [
      { id: 'aaaaaaaaaaaa', name: 'Grace Hopper', username: 'grace', bio: 'Collects nanoseconds.', imageId: null, viewerEdge: { id: 'userId:aaaaaaaaaaaa-viewerId:cccccccccccc', isFollowing: true } },
      { id: 'bbbbbbbbbbbb', name: 'No Username', username: null, bio: '', imageId: null, viewerEdge: { id: 'userId:bbbbbbbbbbbb-viewerId:cccccccccccc', isFollowing: false } },
    ];
    const html = renderToStaticMarkup(
      <ClientProvider client={client}>
        <ShellProvider value={state}>
          <ToastProvider initial={null}>
            <SignInModalProvider>
              <MemoryRouter>
                <FollowsDialog users={users} title="Follows" onClose={() => {}} />
              </MemoryRouter>
            </SignInModalProvider>
          </ToastProvider>
        </ShellProvider>
      </ClientProvider>,
    );
    expect(html).toContain('<h2');
    expect(html).toContain('>Follows</h2>');
    expect(html).toContain('href="/@grace"');
    expect(html).toContain('href="/u/bbbbbbbbbbbb"');
    expect(html).toContain('Collects nanoseconds.');
    expect(html).toContain('action="/_/subscribe/user/aaaaaaaaaaaa/unfollow"');
    expect(html).toContain('action="/_/subscribe/user/bbbbbbbbbbbb/follow"');
    expect(html).toContain('aria-label="Close"');
  });
});
