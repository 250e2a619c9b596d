import { NetworkError, type GraphQLErrorShape } from './errors';

/**
 * One operation as sent: by its persisted id (`extensions.persistedQuery`, the shape GraphQL servers know from
 * Apollo's persisted queries) or, for text written by hand, by its text.
 */
export interface GraphQLRequest {
  query?: string;
  extensions?: { persistedQuery: { version: 1; sha256Hash: string } };
  variables: Record<string, unknown>;
  operationName: string;
}

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLErrorShape[];
}

/** Sends one operation; `batchKey` groups operations that may travel together. */
export type Transport = (request: GraphQLRequest, batchKey: string) => Promise<GraphQLResult>;

export const BATCH_MAX = 20;
export const BATCH_INTERVAL_MS = 20;

export interface BatchingOptions {
  endpoint: string;
  /** Headers for one HTTP request, given the operation names it carries. */
  headers: (operationNames: string[]) => Record<string, string>;
  fetch?: typeof fetch;
  max?: number;
  intervalMs?: number;
}

interface Queued {
  request: GraphQLRequest;
  resolve: (result: GraphQLResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Operations asked within 20 ms of each other with the same batch key go out as one POST of up to 20;
 * the endpoint answers a list in the same order.
 */
export function batchingTransport(options: BatchingOptions): Transport {
  const max = options.max ?? BATCH_MAX;
  const interval = options.intervalMs ?? BATCH_INTERVAL_MS;
  const queues = new Map<string, { items: Queued[]; timer: ReturnType<typeof setTimeout> }>();

  async function send(items: Queued[]) {
    const doFetch = options.fetch ?? fetch;
    const names = items.map((item) => item.request.operationName);
    try {
      const response = await doFetch(options.endpoint, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers(names) },
        body: JSON.stringify(items.length === 1 ? items[0]!.request : items.map((item) => item.request)),
      });
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new NetworkError(`The server answered ${response.status} without GraphQL.`, response.status);
      }
      const results = (Array.isArray(body) ? body : [body]) as GraphQLResult[];
      if (results.length !== items.length || results.some((r) => !r || typeof r !== 'object')) {
        throw new NetworkError(`The server answered ${response.status} without a result for every operation.`, response.status);
      }
      items.forEach((item, i) => item.resolve(results[i]!));
    } catch (error) {
      for (const item of items) item.reject(error);
    }
  }

  function flush(key: string) {
    const queue = queues.get(key);
    if (!queue) return;
    queues.delete(key);
    clearTimeout(queue.timer);
    for (let i = 0; i < queue.items.length; i += max) void send(queue.items.slice(i, i + max));
  }

  return (request, batchKey) =>
    new Promise<GraphQLResult>((resolve, reject) => {
      let queue = queues.get(batchKey);
      if (!queue) {
        queue = { items: [], timer: setTimeout(() => flush(batchKey), interval) };
        queues.set(batchKey, queue);
      }
      queue.items.push({ request, resolve, reject });
      if (queue.items.length >= max) flush(batchKey);
    });
}
