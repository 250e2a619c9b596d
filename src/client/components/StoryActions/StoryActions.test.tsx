import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS } from '../../../shared/flags';
import type { PreloadedState } from '../../../shared/preloaded-state';
import { ShellProvider } from '../../shell/shell-context';
import { SignInModalProvider } from '../SignIn/SignInModalProvider';
import { gateConfig, storyPath } from './gating';
import { FollowAuthorButton, StoryActionsBar } from './StoryActions';

const story = {
  id: '1a2b3c4d5e6f',
  title: 'On engines',
  mediumUrl: 'https://quire.test/@ada/on-engines-1a2b3c4d5e6f',
  creator: { id: 'u1', name: 'Ada Lovelace' },
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

function render(signedIn: boolean) {
  return renderToStaticMarkup(
    <ShellProvider value={shell(signedIn)}>
      <SignInModalProvider>
        <FollowAuthorButton story={story} />
        <StoryActionsBar story={story} />
      </SignInModalProvider>
    </ShellProvider>,
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

  it('are links to the sign-in page, so they work before the page is interactive', () => {
    const html = render(false);
    const href = '/m/signin?operation=register&amp;redirect=%2F%40ada%2Fon-engines-1a2b3c4d5e6f';
    expect(html).toContain(`href="${href}"`);
    expect(html).toMatch(/Follow<\/a>/);
    expect(html).toContain('<span>Clap</span>');
    expect(html).toContain('<span>Respond</span>');
    expect(html).toContain('aria-haspopup="dialog"');
  });

  it('are not shown to signed-in readers', () => {
    expect(render(true)).toBe('');
  });
});
