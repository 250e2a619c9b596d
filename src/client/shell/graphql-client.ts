import { batchingTransport, GraphQLClient, type GraphQLRequest, type GraphQLResult } from '../data';

export const APP_NAME = 'quire-web';
/** Operations about the viewer's relation to something (follow, mute…) share one batch. */
export const VIEWER_EDGE_BATCH_KEY = 'viewer-edge';

export type PageState = Record<string, { op: string; data: unknown }>;

export interface ClientRequestInfo {
  appVersion: string;
  routeMetricName: () => string;
  pathAndQuery: () => string;
  xsrf: () => string | null;
}

/** Browser client: batches 20 operations per 20 ms; headers name the operations, app, route and path. */
export function createBrowserClient(endpoint: string, state: PageState, info: ClientRequestInfo): GraphQLClient {
  const transport = batchingTransport({
    endpoint,
    headers: (names) => {
      const headers: Record<string, string> = {
        'graphql-operation': names.join(','),
        'quire-app': `${APP_NAME}/${info.appVersion}`,
        'quire-route': info.routeMetricName(),
        'quire-path': info.pathAndQuery(),
      };
      const xsrf = info.xsrf();
      if (xsrf) headers['x-xsrf-token'] = xsrf;
      return headers;
    },
  });
  return new GraphQLClient({ transport, state });
}

export type ServerExecutor = (request: GraphQLRequest) => Promise<GraphQLResult>;

/** During server rendering, operations run in process against the schema instead of over HTTP. */
export function createServerClient(execute: ServerExecutor): GraphQLClient {
  return new GraphQLClient({ transport: (request) => execute(request), normalize: false });
}
