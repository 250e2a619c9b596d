import type { Dispatch } from 'react';
import type { FlagValues } from '../../../shared/flags';
import type { SocialProvider } from '../../../shared/preloaded-state';
import type { SusiApi } from './susi-calls';
import type { SusiAction, SusiState } from './susi-state';
import type { SignInConfig } from './susi-types';

/** What every step needs besides the state: the instance, the calls, and how to leave. */
export interface SusiEnv {
  config: SignInConfig;
  productName: string;
  flags: FlagValues;
  providers: Set<SocialProvider>;
  /** Where to land once signed in, for the current operation. */
  redirect: string;
  /** The id the step's title carries; the dialog is labelled by it. */
  titleId: string;
  api: SusiApi;
  /** Narrow screen with login codes on: the email carries a code to type here. */
  onMobileWeb: () => boolean;
  /** A full page load (sign-in sets a cookie the next page must see). */
  navigate: (url: string) => void;
  /** Closes the modal; absent when embedded in a page. */
  close?: () => void;
}

export interface StepProps {
  state: SusiState;
  dispatch: Dispatch<SusiAction>;
  env: SusiEnv;
}
