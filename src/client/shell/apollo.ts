import { ApolloClient, InMemoryCache } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import possibleTypes from '../gql/possibleTypes';

export const BATCH_MAX = 20;
export const BATCH_INTERVAL_MS = 20;
export const APP_NAME = 'quire-web';
/** Operations about the viewer's relation to something (follow, mute…) share one batch. */
export const VIEWER_EDGE_BATCH_KEY = 'viewer-edge';

export function createCache(state?: Record<string, unknown>): InMemoryCache {
  const cache = new InMemoryCache({
    possibleTypes: possibleTypes.possibleTypes,
    typePolicies: {
      Paragraph: { keyFields: ['id'] },
      PostContent: { keyFields: false },
      RichText: { keyFields: false },
    },
  });
  if (state) cache.restore(state as never);
  return cache;
}

export interface ClientRequestInfo {
  appVersion: string;
  routeMetricName: () => string;
  pathAndQuery: () => string;
  xsrf: () => string | null;
}

function operationNames(body: unknown): string {
  try {
    const parsed = JSON.parse(String(body)) as { operationName?: string } | { operationName?: string }[];
    const ops = Array.isArray(parsed) ? parsed : [parsed];
    return ops.map((op) => op.operationName ?? 'anonymous').join(',');
  } catch {
    return 'unknown';
  }
}

/** Browser client: batches 20 operations per 20 ms; headers name the operations, app, route and path. */
export function createBrowserClient(endpoint: string, state: Record<string, unknown>, info: ClientRequestInfo): ApolloClient {
  const link = new BatchHttpLink({
    uri: endpoint,
    credentials: 'same-origin',
    batchMax: BATCH_MAX,
    batchInterval: BATCH_INTERVAL_MS,
    batchKey: (operation) => (operation.getContext().batchKey as string | undefined) ?? 'default',
    fetch: (uri, options = {}) => {
      const headers = new Headers(options.headers);
      headers.set('graphql-operation', operationNames(options.body));
      headers.set('quire-app', `${APP_NAME}/${info.appVersion}`);
      headers.set('quire-route', info.routeMetricName());
      headers.set('quire-path', info.pathAndQuery());
      const xsrf = info.xsrf();
      if (xsrf) headers.set('x-xsrf-token', xsrf);
      return fetch(uri, { ...options, headers });
    },
  });
  return new ApolloClient({ link, cache: createCache(state) });
}

