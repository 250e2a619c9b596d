import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * How each kind of response is compressed (decision 047). A response made for one request (a signed-in page,
 * a GraphQL answer) is compressed on every request, so it gets quick settings: brotli quality 2 costs about
 * 0.3 ms of CPU for a 33 KB story page and comes out 6% larger than quality 4 (0.7 ms); gzip level 3 costs
 * what level 1 does and is smaller. Bytes compressed once and sent many times (a cached signed-out page,
 * the built assets) get the best settings: brotli 11 and gzip 9.
 */
export const COMPRESSION = {
  dynamic: { brotliQuality: 2, gzipLevel: 3 },
  kept: { brotliQuality: 11, gzipLevel: 9 },
} as const;

/**
 * Pages up to this size are compressed in one call rather than through a stream per response: at these sizes
 * the stream's setup and scheduling cost more than the compression (on 2 cores @fastify/compress would
 * otherwise stream anything above 8 KB, which includes every story page).
 */
const SYNC_THRESHOLD_BYTES = 256 * 1024;

/** The options of @fastify/compress for everything the server makes per request. */
export function dynamicCompression(): FastifyCompressOptions {
  return {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: SYNC_THRESHOLD_BYTES,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: COMPRESSION.dynamic.brotliQuality } },
    zlibOptions: { level: COMPRESSION.dynamic.gzipLevel },
  };
}

/** A page kept to be sent many times, in each encoding, at the best settings. */
export function compressKept(identity: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: COMPRESSION.kept.brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: gzipSync(identity, { level: COMPRESSION.kept.gzipLevel }),
  };
}
