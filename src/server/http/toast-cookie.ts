import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ToastSpec } from '../../shared/preloaded-state';

const COOKIE = 'quire_toast';

/** A toast that must survive a server redirect rides in a short cookie to the next page render. */
export function enqueueToast(reply: FastifyReply, toast: ToastSpec) {
  reply.setCookie(COOKIE, Buffer.from(JSON.stringify(toast)).toString('base64url'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: 60,
  });
}

export function hasToast(request: FastifyRequest): boolean {
  return Boolean(request.cookies[COOKIE]);
}

export function takeToast(request: FastifyRequest, reply: FastifyReply): ToastSpec | null {
  const raw = request.cookies[COOKIE];
  if (!raw) return null;
  reply.clearCookie(COOKIE, { path: '/' });
  try {
    const toast = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as ToastSpec;
    return typeof toast.message === 'string' ? { message: toast.message.slice(0, 500), toastStyle: toast.toastStyle, duration: toast.duration } : null;
  } catch {
    return null;
  }
}
