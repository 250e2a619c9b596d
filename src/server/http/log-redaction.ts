import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret for a while: sign-in and reset tokens, share keys, provider codes. */
const SECRET_PARAMS = new Set(['token', 'sk', 'code', 'state', 'key', 'credential', 'id_token', 'access_token']);
/** Paths whose last segment is a secret: the email-confirmation key and the sign-out xsrf token. */
const SECRET_SEGMENT_PATHS = ['/m/account/confirm/', '/m/signout/'];
const REDACTED = '[redacted]';

/** The request address as the log may keep it: every secret replaced, everything else as it came. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  const prefix = SECRET_SEGMENT_PATHS.find((p) => path.startsWith(p) && path.length > p.length);
  if (prefix) path = prefix + REDACTED;
  if (queryAt === -1) return path;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAMS.has(name.toLowerCase())) params.set(name, REDACTED);
  }
  return `${path}?${params.toString()}`;
}

/** pino's request serializer: what Fastify's default keeps, with the address redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
