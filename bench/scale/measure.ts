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

/** One target of an interleaved timing: a server's log reader and the request to send it. */
export interface Target {
  times: ServerTimes;
  send: () => Promise<number>;
}

/**
 * Times several targets (the same page at each scale) in turns: every target's warm-up, then request i of
 * each target before request i + 1 of any, so a busy spell on the machine falls on all of them alike.
 */
export async function timeInterleaved(targets: readonly Target[], options: TimingOptions): Promise<Timing[]> {
  for (let i = 0; i < options.warmup; i++) for (const target of targets) await target.send();
  for (const target of targets) target.times.clear();
  const server = targets.map((): number[] => []);
  const client = targets.map((): number[] => []);
  const bytes = targets.map(() => 0);
  for (let i = 0; i < options.requests; i++) {
    for (const [index, target] of targets.entries()) {
      const started = performance.now();
      bytes[index] = await target.send();
      client[index]!.push(performance.now() - started);
      server[index]!.push(await target.times.next());
    }
  }
  return targets.map((_, index) => ({ server: summarize(server[index]!), client: summarize(client[index]!), bytes: bytes[index]! }));
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
