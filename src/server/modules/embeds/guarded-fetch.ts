import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { BlockedTargetError, checkTarget, guardedLookup, type GuardOptions } from './ssrf-guard';

export interface FetchLimits extends GuardOptions {
  /** Aborts when the whole exchange, redirects and body included, must be over. */
  signal: AbortSignal;
  /** Bytes of (decoded) body read at most; the rest is never downloaded. */
  maxBytes: number;
  maxRedirects: number;
  accept: string;
  /**
   * Stops reading early once what has arrived is enough (the end of an HTML head, say). It sees the newest
   * bytes with a little of what came before, so a marker split across two chunks is still found.
   */
  enough?: (recent: Buffer) => boolean;
}

export interface Fetched {
  /** Where the body finally came from, after redirects. */
  url: URL;
  contentType: string;
  body: Buffer;
  /** True when the body was cut at `maxBytes` (or stopped by `enough`). */
  truncated: boolean;
}

export class FetchFailedError extends Error {}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'Mozilla/5.0 (compatible; QuireBot/1.0; link previews)';

function decoded(response: IncomingMessage): Readable {
  switch (String(response.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

function open(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'GET',
      agent: false,
      lookup: guardedLookup(limits),
      signal,
      headers: {
        'user-agent': USER_AGENT,
        accept: limits.accept,
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en',
      },
    });
    req.once('response', resolve);
    // Kept for the whole exchange: a late socket error must not go unhandled (it is a no-op once settled).
    req.on('error', reject);
    req.end();
  });
}

function readBody(response: IncomingMessage, limits: FetchLimits, signal: AbortSignal): Promise<{ body: Buffer; truncated: boolean }> {
  const declared = Number(response.headers['content-length']);
  return new Promise((resolve, reject) => {
    const stream = decoded(response);
    const chunks: Buffer[] = [];
    let size = 0;
    let overlap = Buffer.alloc(0);
    let settled = false;
    const finish = (truncated: boolean) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      response.destroy();
      stream.destroy();
      resolve({ body: Buffer.concat(chunks, size), truncated });
    };
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      response.destroy();
      stream.destroy();
      reject(error);
    };
    const onAbort = () => fail(new FetchFailedError('The page took too long to answer'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort);
    if (Number.isFinite(declared) && declared > limits.maxBytes && !limits.enough) {
      // Nothing useful can come of a body that will be cut anyway when the caller needs all of it.
      return finish(true);
    }
    stream.on('data', (chunk: Buffer) => {
      const room = limits.maxBytes - size;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      size += Math.min(chunk.length, room);
      if (chunk.length >= room) return finish(true);
      if (limits.enough) {
        const recent = Buffer.concat([overlap, chunk]);
        if (limits.enough(recent)) return finish(true);
        overlap = recent.subarray(Math.max(0, recent.length - 64));
      }
    });
    stream.once('end', () => finish(false));
    stream.on('error', (error) => fail(new FetchFailedError(`The answer could not be read: ${error.message}`)));
    response.on('error', (error) => fail(new FetchFailedError(`The answer could not be read: ${error.message}`)));
    response.once('aborted', () => fail(new FetchFailedError('The connection was cut')));
  });
}

/**
 * GET a public http(s) resource for a link preview: every hop is checked by the SSRF guard (scheme, port,
 * resolved addresses), redirects are followed by hand up to a limit, and the deadline and byte limit hold
 * across the whole exchange.
 */
export async function guardedFetch(target: URL, limits: FetchLimits): Promise<Fetched> {
  const { signal } = limits;
  if (signal.aborted) throw new FetchFailedError('No time left to fetch the page');
  let url = target;
  for (let hop = 0; ; hop++) {
    checkTarget(url, limits);
    let response: IncomingMessage;
    try {
      response = await open(url, limits, signal);
    } catch (error) {
      if (error instanceof BlockedTargetError) throw error;
      if (signal.aborted) throw new FetchFailedError('The page took too long to answer');
      throw new FetchFailedError(`The page could not be reached: ${(error as Error).message}`);
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.destroy();
      if (hop >= limits.maxRedirects) throw new FetchFailedError('Too many redirects');
      try {
        url = new URL(location, url);
      } catch {
        throw new FetchFailedError('The page redirected to an address that is not valid');
      }
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new FetchFailedError(`The page answered ${status}`);
    }
    const { body, truncated } = await readBody(response, limits, signal);
    return { url, contentType: String(response.headers['content-type'] ?? ''), body, truncated };
  }
}
