import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS } from '../../../shared/flags';
import type { PreloadedState } from '../../../shared/preloaded-state';
import { ClientProvider, GraphQLClient } from '../../data';
import { ShellProvider } from '../../shell/shell-context';
import { SignInModalProvider } from '../SignIn/SignInModalProvider';
import { ToastProvider } from '../Toasts/toasts';
import { gateConfig, storyPath } from './gating';
import { FollowAuthorButton, respondButtonLabel, StoryActionsBar } from './StoryActions';

const story = {
  id: '1a2b3c4d5e6f',
  title: 'On engines',
  mediumUrl: 'https://quire.test/@ada/on-engines-1a2b3c4d5e6f',
  creator: { id: 'u1', name: 'Ada Lovelace' },
  isLocked: false,
  isPublished: true,
  clapCount: 1234,
  responsesCount: 3,
};

function shell(signedIn: boolean): PreloadedState {
  return {
    productName: 'Quire',
    appVersion: 'test',
    session: { xsrf: signedIn ? 'x' : null, isLoggedInCookie: signedIn, isSpoofed: false },
    auth: { providers: [], googleClientId: null },
    flags: { ...FLAG_DEFAULTS },
    navigation: { currentLocation: '/', referrer: null, queryString: '', currentHash: '', toast: null },
  };
}

const client = new GraphQLClient({ transport: async () => ({ data: {} }) });

function render(signedIn: boolean, placement: 'top' | 'bottom' = 'bottom') {
  return renderToStaticMarkup(
    <ClientProvider client={client}>
      <ShellProvider value={shell(signedIn)}>
        <ToastProvider initial={null}>
          <SignInModalProvider>
            <MemoryRouter initialEntries={['/@ada/on-engines-1a2b3c4d5e6f']}>
              <FollowAuthorButton story={story} />
              <StoryActionsBar story={story} placement={placement} />
            </MemoryRouter>
          </SignInModalProvider>
        </ToastProvider>
      </ShellProvider>
    </ClientProvider>,
  );
}

describe('story actions for signed-out readers', () => {
  it('follow, clap and respond open sign-up and come back to the story', () => {
    expect(storyPath(story)).toBe('/@ada/on-engines-1a2b3c4d5e6f');
    expect(gateConfig('clap', story)).toEqual({
      operation: 'register',
      susiEntry: 'clap',
      redirectTo: '/@ada/on-engines-1a2b3c4d5e6f',
      post: { id: '1a2b3c4d5e6f', title: 'On engines' },
      user: null,
    });
    expect(gateConfig('follow', story).user).toEqual({ id: 'u1', name: 'Ada Lovelace' });
  });

  it('are links to the sign-in page, so they work before the page is interactive; the counts are in the HTML', () => {
    const html = render(false);
    const href = '/m/signin?operation=register&amp;redirect=%2F%40ada%2Fon-engines-1a2b3c4d5e6f';
    expect(html).toContain(`href="${href}"`);
    expect(html).toMatch(/Follow<\/a>/);
    expect(html).toContain('aria-label="Clap"');
    // The name says what the button shows: its count of responses.
    expect(html).toContain('aria-label="Respond, 3 responses"');
    expect(html).toContain('aria-haspopup="dialog"');
    // 1234 claps read 1.2K; the count opens who clapped.
    expect(html).toContain('1.2K</button>');
    expect(html).toContain('1.2K claps: see who clapped');
    expect(html).toMatch(/<span class="story-actions__count">3<\/span>/);
  });
});

describe('story actions for signed-in readers', () => {
  it('clap with a form that works without JavaScript, and respond goes to the responses', () => {
    const html = render(true);
    expect(html).toContain('action="/_/vote/p/1a2b3c4d5e6f"');
    expect(html).toContain('name="xsrf" value="x"');
    expect(html).toContain('name="redirect" value="/@ada/on-engines-1a2b3c4d5e6f"');
    expect(html).toContain('href="#responses"');
    expect(html).toContain('aria-label="Respond, 3 responses"');
    expect(html).not.toContain('/m/signin');
  });

  it('offer Save (a form that works without JavaScript) in both bars, as at the end of a story on Medium', () => {
    for (const placement of ['top', 'bottom'] as const) {
      const html = render(true, placement);
      expect(html).toContain('action="/_/bookmark/p/1a2b3c4d5e6f"');
      expect(html).toContain('aria-label="Save “On engines” to a list"');
    }
  });

  it('offer a Share menu in both bars, with the networks as plain links for a page without JavaScript', () => {
    for (const placement of ['top', 'bottom'] as const) {
      const html = render(true, placement);
      expect(html).toMatch(/<button[^>]*aria-label="Share"[^>]*aria-haspopup="menu"/);
      expect(html).toContain('<noscript>');
      for (const network of ['twitter', 'facebook', 'linkedIn']) expect(html).toContain(`href="/p/1a2b3c4d5e6f/share/${network}"`);
    }
  });
});

describe('the Respond button', () => {
  it('has a name holding the count it shows', () => {
    expect(respondButtonLabel(0)).toBe('Respond');
    expect(respondButtonLabel(1)).toBe('Respond, 1 response');
    expect(respondButtonLabel(1234)).toBe('Respond, 1.2K responses');
  });
});
