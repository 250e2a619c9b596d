import { CombinedGraphQLErrors, useMutation, useQuery } from '../../data';
import { useEffect, useRef, useState } from 'react';
import type { FlagName } from '../../../shared/flags';
import type { SocialProvider } from '../../../shared/preloaded-state';
import { buildPath } from '../../../shared/routes';
import { MESSAGES } from '../../../shared/validation/auth';
import { useToasts } from '../../components/Toasts/toasts';
import { graphql } from '../../gql';
import { useShell } from '../../shell/shell-context';

export const ViewerSocialConnectionsQuery = graphql(`
  query ViewerSocialConnections {
    viewer {
      id
      socialConnections {
        provider
        email
        createdAt
      }
    }
  }
`);

const DisconnectSocialAccountMutation = graphql(`
  mutation DisconnectSocialAccount($provider: String!) {
    disconnectSocialAccount(provider: $provider) {
      provider
      email
      createdAt
    }
  }
`);

const PROVIDERS: readonly { id: SocialProvider; label: string; route: string; disabledBy: FlagName }[] = [
  { id: 'google', label: 'Google', route: 'ConnectGoogle', disabledBy: 'disable_login_google' },
  { id: 'facebook', label: 'Facebook', route: 'ConnectFacebook', disabledBy: 'disable_login_facebook' },
  { id: 'apple', label: 'Apple', route: 'StartAppleAuth', disabledBy: 'disable_login_apple' },
  { id: 'twitter', label: 'Twitter', route: 'AuthenticateTwitter', disabledBy: 'disable_login_twitter' },
];

/** Signed in, the connect routes put the viewer in the state, so the provider is linked rather than signed in to. */
const connectHref = (route: string) =>
  buildPath(route, {}, { query: { operation: 'login', redirect: buildPath('ShowSettings', {}, { hash: 'security' }) } });

/** /me/settings#security: the providers the account signs in with, to connect or disconnect. */
export function ConnectionsSection() {
  const { auth, flags, productName } = useShell();
  const { showToast } = useToasts();
  const { data } = useQuery(ViewerSocialConnectionsQuery, { fetchPolicy: 'cache-and-network' });
  const [disconnect] = useMutation(DisconnectSocialAccountMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refocus, setRefocus] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const viewer = data?.viewer;

  // The Disconnect button is gone once it worked: focus moves to what replaced it in the same row.
  useEffect(() => {
    if (!refocus) return;
    section.current?.querySelector<HTMLElement>(`[data-provider="${refocus}"] a, [data-provider="${refocus}"] button`)?.focus();
    setRefocus(null);
  }, [refocus, data]);
  if (!viewer) return null;

  const connected = new Map(viewer.socialConnections.map((c) => [c.provider, c]));
  const offered = (id: SocialProvider, disabledBy: FlagName) =>
    auth.providers.includes(id) && !flags[disabledBy] && (id !== 'apple' || flags.enable_apple_sign_in);
  // A provider already connected stays listed (to disconnect it) even if it is no longer offered.
  const shown = PROVIDERS.filter((p) => connected.has(p.id) || offered(p.id, p.disabledBy));
  if (shown.length === 0) return null;

  async function remove(provider: (typeof PROVIDERS)[number]) {
    setBusy(provider.id);
    setError(null);
    try {
      await disconnect({
        variables: { provider: provider.id },
        // The answer is the remaining list: it replaces the viewer's in the cache.
        update(client, { data: answer }) {
          if (!answer || !viewer) return;
          client.writeQuery({ query: ViewerSocialConnectionsQuery, data: { __typename: 'Query', viewer: { ...viewer, socialConnections: answer.disconnectSocialAccount } } });
        },
      });
      showToast({ message: `${provider.label} is disconnected from your account.` });
      setRefocus(provider.id);
    } catch (caught) {
      setError(CombinedGraphQLErrors.is(caught) ? (caught.errors[0]?.message ?? MESSAGES.tryAgain) : MESSAGES.retryableError);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section ref={section} className="settings-section connections" aria-labelledby="settings-connections">
      <h3 id="settings-connections" className="settings-section__title">
        Connected accounts
      </h3>
      <p className="settings-section__hint">Sign in to {productName} with an account you already have.</p>
      <ul className="connections__list">
        {shown.map((provider) => {
          const connection = connected.get(provider.id);
          return (
            <li key={provider.id} className="connections__item" data-provider={provider.id}>
              <div>
                <div className="connections__name">{provider.label}</div>
                <div className="settings-section__hint">
                  {connection ? `Connected${connection.email ? ` as ${connection.email}` : ''}` : 'Not connected'}
                </div>
              </div>
              {connection ? (
                <button
                  type="button"
                  className="button button--outline"
                  aria-label={`Disconnect ${provider.label}`}
                  disabled={busy !== null}
                  onClick={() => void remove(provider)}
                >
                  {busy === provider.id ? 'Disconnecting…' : 'Disconnect'}
                </button>
              ) : offered(provider.id, provider.disabledBy) ? (
                <a className="button button--outline" aria-label={`Connect ${provider.label}`} href={connectHref(provider.route)}>
                  Connect
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="connections__error" role="alert">
        {error ?? ''}
      </p>
    </section>
  );
}
