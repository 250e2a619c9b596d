import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Footer } from '../components/Footer/Footer';
import { GoogleOneTap } from '../components/GoogleOneTap/GoogleOneTap';
import { Metabar } from '../components/Metabar/Metabar';
import { SignInModalProvider } from '../components/SignIn/SignInModalProvider';
import { ToastRoot } from '../components/Toasts/toasts';
import { VerifyEmailNotice } from '../components/VerifyEmailNotice/VerifyEmailNotice';
import { ErrorBoundary } from './ErrorBoundary';
import { useNavigationEffects, type NavigationTracker } from './navigation-effects';
import type { PreloadedState } from './preloaded';
import { RouteSwitch } from './RouteSwitch';
import { ShellProvider } from './shell-context';

function Frame({ tracker }: { tracker: NavigationTracker }) {
  useNavigationEffects(tracker);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Metabar />
      <main id="main" className="main">
        <ErrorBoundary>
          <RouteSwitch />
        </ErrorBoundary>
      </main>
      <Footer />
      <GoogleOneTap />
      <VerifyEmailNotice />
    </>
  );
}

/** The whole application below the router; the entry points wrap it in a browser or static router. */
export function App({ client, state }: { client: ApolloClient; state: PreloadedState }) {
  const tracker: NavigationTracker = { referrer: state.navigation.referrer, current: state.navigation.currentLocation };
  return (
    <ApolloProvider client={client}>
      <ShellProvider value={state}>
        <ToastRoot initial={state.navigation.toast}>
          <SignInModalProvider>
            <Frame tracker={tracker} />
          </SignInModalProvider>
        </ToastRoot>
      </ShellProvider>
    </ApolloProvider>
  );
}
