import type { FastifyRequest } from 'fastify';

/** Whether the reader's copy (If-None-Match, else If-Modified-Since) is still this answer. */
export function stillFresh(request: FastifyRequest, etag: string, lastModified: number | null): boolean {
  const tags = request.headers['if-none-match'];
  if (typeof tags === 'string') {
    const weak = (tag: string) => tag.trim().replace(/^W\//, '');
    return tags.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
  }
  const since = request.headers['if-modified-since'];
  if (typeof since === 'string' && lastModified !== null) {
    const time = Date.parse(since);
    return Number.isFinite(time) && Math.floor(lastModified / 1000) * 1000 <= time;
  }
  return false;
}
