import { Component, createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { buildPath } from '../../../shared/routes';
import { useShell } from '../../shell/shell-context';
import type { SignInConfig } from './susi-types';

const loadModal = () => import('./SignInModal');
const SignInModal = lazy(loadModal);

/** If the modal's code cannot load (offline, a new release), the sign-in page does the same job. */
class FallBackToPage extends Component<{ config: SignInConfig; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
    const { operation, redirectTo } = this.props.config;
    window.location.assign(buildPath('ShowSignIn', {}, { query: { operation, redirect: redirectTo ?? window.location.pathname } }));
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface SignInApi {
  /** Opens the sign-in / sign-up modal; focus returns to whatever had it when the modal closes. */
  openSignIn: (config?: SignInConfig) => void;
  /** Starts loading the modal's code ahead of a likely click. */
  prepareSignIn: () => void;
}

const SignInContext = createContext<SignInApi | null>(null);

export function useSignIn(): SignInApi {
  const api = useContext(SignInContext);
  if (!api) throw new Error('useSignIn must be used inside <SignInModalProvider>');
  return api;
}

/** Holds the one sign-in modal of the page; its code loads the first time it is wanted. */
export function SignInModalProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<SignInConfig | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onCustomDomain = useShell().site?.scope != null;

  const openSignIn = useCallback((next: SignInConfig = {}) => {
    if (onCustomDomain) {
      // Readers sign in on the instance's own address (the auth domain), which hands the session back to this domain.
      const here = window.location.pathname + window.location.search;
      window.location.assign(buildPath('ShowSignIn', {}, { query: { operation: next.operation, redirect: next.redirectTo ?? here } }));
      return;
    }
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setConfig({ ...next });
  }, [onCustomDomain]);
  const close = useCallback(() => setConfig(null), []);
  const prepareSignIn = useCallback(() => void loadModal().catch(() => undefined), []);

  // After the dialog is gone (and the page is reachable again), focus goes back where it was.
  useEffect(() => {
    if (config || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [config]);

  const api = useMemo(() => ({ openSignIn, prepareSignIn }), [openSignIn, prepareSignIn]);
  return (
    <SignInContext.Provider value={api}>
      {children}
      {config && (
        <FallBackToPage config={config}>
          <Suspense fallback={null}>
            <SignInModal config={config} onClose={close} />
          </Suspense>
        </FallBackToPage>
      )}
    </SignInContext.Provider>
  );
}
