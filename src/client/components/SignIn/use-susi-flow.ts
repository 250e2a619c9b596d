import { useId, useReducer } from 'react';
import { useLocation } from 'react-router';
import { useShell } from '../../shell/shell-context';
import { availableProviders } from './providers';
import type { SusiEnv } from './susi-env';
import { initialSusiState, readingOf, redirectFor, susiReducer } from './susi-state';
import type { SignInConfig } from './susi-types';
import { useSusiApi } from './use-susi-api';

/** Below the md breakpoint (728 px). */
const NARROW_SCREEN = '(max-width: 727px)';

function browserOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

/** The modal's state machine wired to this instance: flags, providers, calls and the landing address. */
export function useSusiFlow(config: SignInConfig, close?: () => void) {
  const shell = useShell();
  const reading = readingOf(shell.flags);
  const [state, dispatch] = useReducer(susiReducer, config, (c: SignInConfig) => initialSusiState(reading, c));
  const api = useSusiApi();
  const location = useLocation();
  const titleId = useId();
  const env: SusiEnv = {
    config,
    productName: shell.productName,
    flags: shell.flags,
    providers: availableProviders(shell.auth.providers, shell.flags),
    redirect: redirectFor(config, state.operation, location.pathname + location.search, browserOrigin()),
    titleId,
    api,
    onMobileWeb: () => shell.flags.enable_login_code && typeof window !== 'undefined' && window.matchMedia(NARROW_SCREEN).matches,
    navigate: (url) => window.location.assign(url),
    close,
  };
  return { state, dispatch, env };
}
