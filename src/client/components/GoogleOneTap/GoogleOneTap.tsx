import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useShell } from '../../shell/shell-context';
import { isOneTapRoute, localStore, readDismissedAt, skipOneTap } from './one-tap-rules';

// Google's script and the sign-up card load only for signed-out readers of an instance with one-tap configured.
const OneTapPrompt = lazy(() => import('./OneTapPrompt'));

/** Google one-tap on the reading screens for signed-out visitors (spec 2 §2.1, §4). Renders nothing on the server. */
export function GoogleOneTap() {
  const { auth, session, flags } = useShell();
  const { pathname } = useLocation();
  const clientId = auth.googleClientId;
  const eligible = clientId !== null && !session.isLoggedInCookie && !flags.disable_login_google && isOneTapRoute(pathname);
  const [allowed, setAllowed] = useState<boolean | null>(null);

  // Decided once per page load, in the browser: a dismissal and the arrival referrer live there.
  useEffect(() => {
    if (!eligible || allowed !== null) return;
    const situation = {
      dismissedAt: readDismissedAt(localStore()),
      now: Date.now(),
      referrer: document.referrer,
      origin: window.location.origin,
      viewportWidth: window.innerWidth,
    };
    setAllowed(!skipOneTap(situation));
  }, [eligible, allowed]);

  if (!eligible || !allowed || !clientId) return null;
  return (
    <Suspense fallback={null}>
      <OneTapPrompt clientId={clientId} />
    </Suspense>
  );
}
