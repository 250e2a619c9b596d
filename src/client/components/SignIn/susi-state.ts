import type { SentMethod, SignInConfig, SusiOperation, SusiReading, SusiStep } from './susi-types';
import { SIDENAV_ENTRIES } from './susi-types';
import { isSameSitePath } from '../../../shared/validation/redirect';

/** The modal's state: which step, for which operation, and what the reader typed so far. */
export interface SusiState {
  reading: SusiReading;
  step: SusiStep;
  operation: SusiOperation;
  email: string;
  name: string;
  /** The second-factor token after a correct password. */
  token: string | null;
  sentMethod: SentMethod | null;
  /** Opened from an expired sign-in link: ENTER_EMAIL says so. */
  expiredLink: boolean;
  isEmbedded: boolean;
  /** Where "close" goes back to. */
  start: { step: SusiStep; operation: SusiOperation; expiredLink: boolean };
}

export type SusiAction =
  | { type: 'toggleOperation' }
  | { type: 'showOptions' }
  | { type: 'chooseEmail' }
  | { type: 'editEmail'; email: string }
  | { type: 'editName'; name: string }
  | { type: 'emailSent'; email: string; method: SentMethod }
  | { type: 'emailUnrecognized'; email: string }
  | { type: 'passwordRequired'; email: string }
  | { type: 'emailAvailable'; email: string }
  | { type: 'signInInstead' }
  | { type: 'createAccountInstead' }
  | { type: 'seeSignInOptions' }
  | { type: 'nameEntered'; name: string }
  | { type: 'goBack' }
  | { type: 'secondFactorRequired'; token: string }
  | { type: 'secondFactorMode'; mode: 'code' | 'recovery' }
  | { type: 'close' };

/** Steps of Reading A; Reading B has all of them. */
const SHORT_STEPS: ReadonlySet<SusiStep> = new Set(['SIGNIN_OPTIONS', 'SIGNUP_OPTIONS', 'ENTER_EMAIL', 'UNRECOGNIZED_EMAIL', 'CHECK_YOUR_INBOX']);
/** Steps that can be opened directly: the others need an email typed in this modal first. */
const ENTRY_STEPS: ReadonlySet<SusiStep> = new Set(['SIGNIN_OPTIONS', 'SIGNUP_OPTIONS', 'ENTER_EMAIL']);
const SECOND_FACTOR_STEPS: ReadonlySet<SusiStep> = new Set(['VERIFY_2FA_CODE', 'ENTER_RECOVERY_CODE']);

export function readingOf(flags: { enable_passwords: boolean }): SusiReading {
  return flags.enable_passwords ? 'passwords' : 'short';
}

export function stepExists(reading: SusiReading, step: SusiStep): boolean {
  return reading === 'passwords' || SHORT_STEPS.has(step);
}

export function optionsStep(operation: SusiOperation): SusiStep {
  return operation === 'login' ? 'SIGNIN_OPTIONS' : 'SIGNUP_OPTIONS';
}

/** Reading A starts at sign-up options, Reading B at sign-in options; a given operation picks its own. */
export function defaultOperation(reading: SusiReading): SusiOperation {
  return reading === 'short' ? 'register' : 'login';
}

export function initialSusiState(reading: SusiReading, config: SignInConfig = {}): SusiState {
  const expiredLink = config.susiEntry === 'email_login_timeout';
  const operation = config.operation ?? (expiredLink ? 'login' : defaultOperation(reading));
  let step: SusiStep = expiredLink ? 'ENTER_EMAIL' : optionsStep(operation);
  let token: string | null = null;
  const asked = config.step;
  if (asked && stepExists(reading, asked)) {
    if (ENTRY_STEPS.has(asked)) {
      step = asked;
    } else if (SECOND_FACTOR_STEPS.has(asked) && config.token) {
      step = asked;
      token = config.token;
    }
  }
  // An options step names its operation.
  const resolvedOperation = step === 'SIGNIN_OPTIONS' ? 'login' : step === 'SIGNUP_OPTIONS' ? 'register' : operation;
  return {
    reading,
    step,
    operation: resolvedOperation,
    email: '',
    name: '',
    token,
    sentMethod: null,
    expiredLink,
    isEmbedded: config.isEmbedded === true,
    start: { step, operation: resolvedOperation, expiredLink },
  };
}

function other(operation: SusiOperation): SusiOperation {
  return operation === 'login' ? 'register' : 'login';
}

function at(state: SusiState, ...steps: SusiStep[]): boolean {
  return steps.includes(state.step);
}

/**
 * Where the email form is: its own step, and the options when email is the only way in (OptionsStep shows the
 * form there instead of a lone button; with providers the options have no form to act from).
 */
const EMAIL_FORM_STEPS: readonly SusiStep[] = ['ENTER_EMAIL', 'SIGNIN_OPTIONS', 'SIGNUP_OPTIONS'];

/** Every transition of the modal; an action that does not fit the current step changes nothing. */
export function susiReducer(state: SusiState, action: SusiAction): SusiState {
  const passwords = state.reading === 'passwords';
  switch (action.type) {
    case 'toggleOperation': {
      if (!at(state, 'SIGNIN_OPTIONS', 'SIGNUP_OPTIONS')) return state;
      const operation = other(state.operation);
      return { ...state, operation, step: optionsStep(operation), expiredLink: false };
    }
    case 'showOptions':
      if (at(state, 'SIGNIN_OPTIONS', 'SIGNUP_OPTIONS')) return state;
      return { ...state, step: optionsStep(state.operation), token: null, expiredLink: false };
    case 'chooseEmail':
      if (!at(state, 'SIGNIN_OPTIONS', 'SIGNUP_OPTIONS')) return state;
      return { ...state, step: 'ENTER_EMAIL' };
    case 'editEmail':
      return at(state, ...EMAIL_FORM_STEPS) ? { ...state, email: action.email } : state;
    case 'editName':
      return at(state, 'ENTER_NAME') ? { ...state, name: action.name } : state;
    case 'emailSent':
      if (!at(state, ...EMAIL_FORM_STEPS, 'ENTER_PASSWORD')) return state;
      return { ...state, email: action.email, sentMethod: action.method, step: 'CHECK_YOUR_INBOX' };
    case 'emailUnrecognized':
      if (!at(state, ...EMAIL_FORM_STEPS) || state.operation !== 'login') return state;
      return { ...state, email: action.email, step: 'UNRECOGNIZED_EMAIL' };
    case 'passwordRequired':
      if (!passwords || !at(state, ...EMAIL_FORM_STEPS) || state.operation !== 'login') return state;
      return { ...state, email: action.email, step: 'ENTER_PASSWORD' };
    case 'emailAvailable':
      if (!passwords || !at(state, ...EMAIL_FORM_STEPS) || state.operation !== 'register') return state;
      return { ...state, email: action.email, step: 'ENTER_NAME' };
    case 'signInInstead':
      if (!at(state, ...EMAIL_FORM_STEPS) || state.operation !== 'register') return state;
      return { ...state, operation: 'login', step: at(state, 'ENTER_EMAIL') ? 'ENTER_EMAIL' : optionsStep('login') };
    case 'createAccountInstead':
      if (!at(state, 'UNRECOGNIZED_EMAIL')) return state;
      return { ...state, operation: 'register', step: 'ENTER_EMAIL' };
    case 'seeSignInOptions':
      if (!at(state, 'UNRECOGNIZED_EMAIL')) return state;
      return { ...state, operation: 'login', step: 'SIGNIN_OPTIONS' };
    case 'nameEntered':
      if (!at(state, 'ENTER_NAME') || action.name.trim() === '') return state;
      return { ...state, name: action.name.trim(), step: 'CREATE_PASSWORD' };
    case 'goBack':
      if (at(state, 'ENTER_NAME')) return { ...state, step: optionsStep(state.operation) };
      if (at(state, 'CREATE_PASSWORD')) return { ...state, step: 'ENTER_NAME' };
      return state;
    case 'secondFactorRequired':
      if (!passwords || !at(state, 'ENTER_PASSWORD')) return state;
      return { ...state, token: action.token, step: 'VERIFY_2FA_CODE' };
    case 'secondFactorMode':
      if (!at(state, 'VERIFY_2FA_CODE', 'ENTER_RECOVERY_CODE')) return state;
      return { ...state, step: action.mode === 'recovery' ? 'ENTER_RECOVERY_CODE' : 'VERIFY_2FA_CODE' };
    case 'close':
      return {
        ...state,
        step: state.start.step,
        operation: state.start.operation,
        expiredLink: state.start.expiredLink,
        email: state.isEmbedded ? state.email : '',
        name: '',
        token: null,
        sentMethod: null,
      };
  }
}

/**
 * Where to land after signing in or up. A sign-up from a sidenav entry point goes home; otherwise the
 * configured target, or the page the modal was opened on.
 */
export function redirectFor(config: SignInConfig, operation: SusiOperation, currentPath: string, origin?: string): string {
  if (operation === 'register' && (SIDENAV_ENTRIES as readonly string[]).includes(config.susiEntry ?? '')) return '/';
  return sameSitePath(config.redirectTo ?? config.actionUrl ?? currentPath, origin);
}

/** A path on this site, or '/' for anything that could leave it (the server checks again). */
export function sameSitePath(target: string, origin?: string): string {
  if (isSameSitePath(target)) return target;
  if (!origin) return '/';
  try {
    const url = new URL(target);
    const path = url.pathname + url.search + url.hash;
    return url.origin === origin && isSameSitePath(path) ? path : '/';
  } catch {
    return '/';
  }
}
