import { sameSitePath } from '../../shared/validation/redirect';

/**
 * Only same-site paths are followed after sign-in or a form, so a link can never send a reader elsewhere;
 * they are kept percent-encoded, so any of them can stand in a Location header.
 */
export function safeRedirectPath(redirect: string | null | undefined): string {
  return (redirect && sameSitePath(redirect)) || '/';
}
