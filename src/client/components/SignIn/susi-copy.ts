/** The modal's words, per step and reading (spec 2 §2.1). Titles, buttons and links are the spec's. */
import type { SentMethod, SignInConfig, SusiOperation, SusiReading } from './susi-types';

export interface OptionsCopy {
  title: string;
  /** The call to action named in the footer ("Click “Sign In” to agree…"). */
  cta: string;
  /** Verb of the provider buttons: "Sign in with Google". */
  verb: string;
  /** Reading B: the line above the smaller provider buttons. */
  orWith: string;
  togglePrompt: string;
  toggleLink: string;
}

export function optionsCopy(reading: SusiReading, operation: SusiOperation, productName: string): OptionsCopy {
  const login = operation === 'login';
  const verb = login ? 'Sign in' : 'Sign up';
  if (reading === 'short') {
    return {
      title: login ? 'Welcome back.' : `Join ${productName}.`,
      cta: login ? 'Sign In' : 'Sign Up',
      verb,
      orWith: '',
      togglePrompt: login ? 'No account?' : 'Already have an account?',
      toggleLink: login ? 'Create one' : 'Sign in',
    };
  }
  return {
    title: login ? 'Welcome Back' : `Join ${productName}`,
    cta: login ? 'Sign in' : 'Sign up',
    verb,
    orWith: login ? 'Or, Sign in with' : 'Or, Sign up with',
    togglePrompt: login ? "Don't have an account?" : 'Already have an account?',
    toggleLink: login ? 'Sign up' : 'Sign in',
  };
}

export interface EnterEmailCopy {
  title: string;
  subheader: string;
  submit: string;
  allOptions: string;
}

export function enterEmailCopy(
  reading: SusiReading,
  operation: SusiOperation,
  options: { expiredLink: boolean; simplifiedSignupCopy: boolean },
): EnterEmailCopy {
  const login = operation === 'login';
  const allOptions = login ? 'All sign in options' : 'All sign up options';
  if (reading === 'short') {
    if (options.expiredLink) {
      return {
        title: 'Your sign in link has expired',
        subheader: 'Enter the email address associated with your account, and we’ll send a new link to your inbox.',
        submit: 'Continue',
        allOptions,
      };
    }
    return login
      ? {
          title: 'Sign in with email',
          subheader: 'Enter the email address associated with your account, and we’ll send a magic link to your inbox.',
          submit: 'Continue',
          allOptions,
        }
      : {
          title: 'Sign up with email',
          subheader: options.simplifiedSignupCopy ? '' : 'Enter your email address to create an account.',
          submit: 'Continue',
          allOptions,
        };
  }
  if (options.expiredLink) {
    return { title: 'Your login link has expired.', subheader: 'Enter your email to sign in again.', submit: 'Next', allOptions };
  }
  return { title: login ? 'Sign in with your email' : "What's your email?", subheader: '', submit: 'Next', allOptions };
}

export const UNRECOGNIZED_EMAIL_COPY = {
  title: "Sorry, we didn't recognize that email.",
  question: 'Would you like to sign in with a different email?',
  seeOptions: 'See all sign in options',
  createAccount: 'create a new account',
} as const;

export function checkInboxText(reading: SusiReading, operation: SusiOperation, method: SentMethod | null, email: string): string {
  if (method === 'login_code') return `We sent a 6-digit login code to ${email}. Enter it below to sign in.`;
  if (method === 'password_reset') return `Click the link we sent to ${email} to reset your password.`;
  if (reading === 'passwords') return `We emailed a magic link to ${email}. Click the link to sign in.`;
  return operation === 'login'
    ? `Click the link we sent to ${email} to sign in.`
    : `Click the link we sent to ${email} to complete your account set-up.`;
}

export const CHECK_INBOX_TITLE = 'Check your inbox.';

export const ENTER_NAME_COPY = {
  title: 'Create your account',
  question: "What's your name?",
  note: 'Your name appears with your comments, claps and highlights, and as the byline of your stories.',
  label: 'Full name',
  submit: 'Next',
  back: 'Go back',
} as const;

export const CREATE_PASSWORD_COPY = {
  title: 'Create your account',
  subtitle: 'Create a password',
  label: 'Password',
  hint: 'Avoid sequences like 123, repeated letters and common phrases.',
  submit: 'Finish',
} as const;

export const ENTER_PASSWORD_COPY = {
  title: 'Enter your password.',
  label: 'Password',
  submit: 'Sign in with password',
  emailLink: 'Email me a link to sign in',
  noPassword: "If you haven't set up a password, use 'Email me a link to sign in'.",
  forgot: 'Forgot password?',
  promoTitle: 'New: account passwords',
  promo: 'Sign in with a password instead of waiting for an email. Set one or change it any time in your settings.',
} as const;

const GATED_ACTIONS: Partial<Record<NonNullable<SignInConfig['susiEntry']>, string>> = {
  clap: 'clap for this story',
  respond: 'respond to this story',
  highlight: 'highlight this story',
};

/** A line under the options title saying why the modal opened (a newsletter, a follow, a clap, a response, a highlight). */
export function contextLine(config: SignInConfig, operation: SusiOperation): string {
  const lead = operation === 'login' ? 'Sign in to' : 'Create an account to';
  if (config.newsletterV3) return `${lead} subscribe to ${config.newsletterV3.name}.`;
  if (config.susiEntry === 'follow') {
    const whom = config.user?.name ?? config.collection?.name;
    return whom ? `${lead} follow ${whom}.` : `${lead} follow your favorite writers.`;
  }
  const action = config.susiEntry ? GATED_ACTIONS[config.susiEntry] : undefined;
  return action ? `${lead} ${action}.` : '';
}
