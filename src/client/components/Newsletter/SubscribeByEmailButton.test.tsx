import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS } from '../../../shared/flags';
import type { PreloadedState } from '../../../shared/preloaded-state';
import type { SiteState } from '../../../shared/site';
import { ClientProvider, GraphQLClient } from '../../data';
import { ShellProvider } from '../../shell/shell-context';
import { ToastProvider } from '../Toasts/toasts';
import { SubscribeByEmailButton, SubscribeToPublicationButton } from './SubscribeByEmailButton';

function shell(signedIn: boolean, site?: SiteState): PreloadedState {
  return {
    productName: 'Quire',
    appVersion: 'test',
    session: { xsrf: signedIn ? 'token-1' : null, isLoggedInCookie: signedIn, isSpoofed: false },
    auth: { providers: [], googleClientId: null },
    flags: { ...FLAG_DEFAULTS },
    navigation: { currentLocation: '/', referrer: null, queryString: '', currentHash: '', toast: null },
    ...(site ? { site } : {}),
  };
}

const client = new GraphQLClient({ transport: async () => ({ data: {} }) });

function render(signedIn: boolean, node: React.ReactNode, site?: SiteState) {
  return renderToStaticMarkup(
    <ClientProvider client={client}>
      <ShellProvider value={shell(signedIn, site)}>
        <ToastProvider initial={null}>
          <MemoryRouter initialEntries={['/@grace']}>{node}</MemoryRouter>
        </ToastProvider>
      </ShellProvider>
    </ClientProvider>,
  );
}

const grace = { id: 'aaaaaaaaaaaa', name: 'Grace Hopper', username: 'grace' };
const letter = (isSubscribed: boolean) => ({ id: 'nnnnnnnnnnnn', viewerEdge: { id: 'nnnnnnnnnnnn', isSubscribed } });

describe('the envelope beside Follow', () => {
  it('signed in, is a form that subscribes before any script runs, outlined and not pressed', () => {
    const html = render(true, <SubscribeByEmailButton user={grace} newsletter={null} />);
    expect(html).toContain('action="/_/api/users/aaaaaaaaaaaa/lazily-enable-writer-subscription"');
    expect(html).toContain('method="post"');
    expect(html).toContain('name="xsrf" value="token-1"');
    expect(html).toContain('name="redirect" value="/@grace"');
    expect(html).toMatch(/<button type="submit" class="subscribe-email" aria-label="Get an email whenever Grace Hopper publishes" aria-pressed="false"/);
  });

  it('signed in and subscribed, is filled, pressed, and its form unsubscribes', () => {
    const html = render(true, <SubscribeByEmailButton user={grace} newsletter={letter(true)} />);
    expect(html).toContain('action="/_/api/subscriptions/newsletters/nnnnnnnnnnnn"');
    expect(html).toContain('class="subscribe-email subscribe-email--subscribed"');
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('title="You get an email whenever Grace Hopper publishes"');
  });

  it('signed out, links to the subscribe page (an address by double opt-in); not shown to the writer', () => {
    const html = render(false, <SubscribeByEmailButton user={grace} newsletter={null} />);
    expect(html).not.toContain('<form');
    expect(html).toContain('href="/@grace/subscribe"');
    expect(render(true, <SubscribeByEmailButton user={grace} newsletter={null} own />)).toBe('');
    // Signed in but the reader's part of the page is not known yet: the link still works.
    expect(render(true, <SubscribeByEmailButton user={grace} newsletter={undefined} />)).toContain('href="/@grace/subscribe"');
  });

  it('on a publication, posts to its newsletter; signed out on its own domain, links to the landing on the main address', () => {
    const collection = {
      slug: 'field-notes',
      name: 'Field Notes',
      domain: 'fieldnotes.example',
      mediumUrl: 'https://fieldnotes.example/',
      newsletterV3: { id: 'cccccccccccc', slug: 'the-letter', name: 'The Letter', viewerEdge: { id: 'cccccccccccc', isSubscribed: false } },
    };
    const signedIn = render(true, <SubscribeToPublicationButton collection={collection} />);
    expect(signedIn).toContain('action="/_/api/newsletters/cccccccccccc/subscribe"');
    expect(signedIn).toContain('aria-label="Get The Letter by email"');

    const site = { origin: 'https://fieldnotes.example', publicOrigin: 'https://quire.example', scope: { kind: 'collection' as const, collectionSlug: 'field-notes' } };
    expect(render(false, <SubscribeToPublicationButton collection={collection} />, site)).toContain('href="https://quire.example/field-notes/newsletters/the-letter"');
    expect(render(false, <SubscribeByEmailButton user={grace} newsletter={null} />, site)).toContain('href="https://quire.example/@grace/subscribe"');
    expect(render(false, <SubscribeToPublicationButton collection={{ ...collection, domain: null, mediumUrl: 'https://quire.example/field-notes' }} />)).toContain('href="/field-notes/newsletters/the-letter"');
  });
});
