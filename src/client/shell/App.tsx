import { useEffect } from 'react';
import { ClientProvider, type GraphQLClient } from '../data';
import '../styles/global.css'; // before the components, so their own styles follow it
import { Footer } from '../components/Footer/Footer';
import { GoogleOneTap } from '../components/GoogleOneTap/GoogleOneTap';
import { Metabar } from '../components/Metabar/Metabar';
import { PartnerNotices } from '../components/PartnerNotices/PartnerNotices';
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
      <PartnerNotices />
    </>
  );
}

/** The whole application below the router; the entry points wrap it in a browser or static router. */
interface AppProps {
  client: GraphQLClient;
  state: PreloadedState;
  /** Rendering on the server: queries wait for their data before the HTML is taken. */
  server?: boolean;
  /** Called once the browser has hydrated the page. */
  onHydrated?: () => void;
}

export function App({ client, state, server = false, onHydrated }: AppProps) {
  useEffect(() => onHydrated?.(), []); // eslint-disable-line react-hooks/exhaustive-deps
  const tracker: NavigationTracker = { referrer: state.navigation.referrer, current: state.navigation.currentLocation };
  return (
    <ClientProvider client={client} server={server}>
      <ShellProvider value={state}>
        <ToastRoot initial={state.navigation.toast}>
          <SignInModalProvider>
            <Frame tracker={tracker} />
          </SignInModalProvider>
        </ToastRoot>
      </ShellProvider>
    </ClientProvider>
  );
}
