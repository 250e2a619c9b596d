import type { FastifyRequest } from 'fastify';
import { VERIFY_EMAIL_DISMISSED_COOKIE } from '../../shared/verify-email-notice';

/** Whether this signed-in reader dismissed the verify-email notice earlier in the browser's session. */
export function verifyEmailNoticeDismissed(request: FastifyRequest, viewer: { id: string } | null): boolean {
  return viewer !== null && request.cookies[VERIFY_EMAIL_DISMISSED_COOKIE] === viewer.id;
}
