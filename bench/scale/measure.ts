// Sequential timing of one request, one connection, no concurrency: each figure is the time the server spent
// on the request (Fastify's own `responseTime`, from its request log) and not time spent queueing.
import { postGraphQL, type GraphQLResponse } from '../lib';
import { summarize, type Summary } from './stats';

/** Collects Fastify's `request completed` log lines (LOG_LEVEL=info) and hands their response times out in order. */
export class ServerTimes {
  private readonly times: number[] = [];
  private waiting: ((ms: number) => void) | null = null;

  /** Give every line the server prints. */
  onLine = (line: string): void => {
    if (!line.includes('"request completed"')) return;
    const ms = (JSON.parse(line) as { responseTime?: number }).responseTime;
    if (typeof ms !== 'number') return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve(ms);
    } else {
      this.times.push(ms);
    }
  };

  /** Forgets lines of requests nobody waited for (warm-up, sign-in). */
  clear(): void {
    this.times.length = 0;
  }

  next(timeoutMs = 10_000): Promise<number> {
    const ready = this.times.shift();
    if (ready !== undefined) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server logged no "request completed" line (is LOG_LEVEL=info?)')), timeoutMs);
      this.waiting = (ms) => {
        clearTimeout(timer);
        resolve(ms);
      };
    });
  }
}

export interface Timing {
  server: Summary;
  /** The same requests timed by the client on loopback, for comparison. */
  client: Summary;
  bytes: number;
}

export interface TimingOptions {
  warmup: number;
  requests: number;
}

/** Runs `send` `warmup` times untimed, then `requests` times, one after another. */
export async function timeSequential(times: ServerTimes, send: () => Promise<number>, options: TimingOptions): Promise<Timing> {
  for (let i = 0; i < options.warmup; i++) await send();
  times.clear();
  const server: number[] = [];
  const client: number[] = [];
  let bytes = 0;
  for (let i = 0; i < options.requests; i++) {
    const started = performance.now();
    bytes = await send();
    client.push(performance.now() - started);
    server.push(await times.next());
  }
  return { server: summarize(server), client: summarize(client), bytes };
}

/** One signed-in page request; fails on anything but 200. Returns the body's size. */
export function pageRequest(origin: string, path: string, cookie: string): () => Promise<number> {
  return async () => {
    const response = await fetch(origin + path, { headers: { cookie, 'accept-encoding': 'identity' }, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    return body.length;
  };
}

/** One GraphQL request carrying `body` (one operation or the page's batch); fails on any error. */
export function graphqlRequest(origin: string, body: object, cookie: string): () => Promise<number> {
  return async () => {
    const answer = (await postGraphQL(origin, body as never, { cookie, 'accept-encoding': 'identity' })) as GraphQLResponse | GraphQLResponse[];
    for (const one of Array.isArray(answer) ? answer : [answer]) {
      if (one.errors?.length) throw new Error(`GraphQL answered errors: ${JSON.stringify(one.errors).slice(0, 300)}`);
    }
    return JSON.stringify(answer).length;
  };
}
