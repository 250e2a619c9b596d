export { NormalizedCache } from './cache';
export { GraphQLClient, type FetchPolicy, type QueryState } from './client';
export type { Document } from './document';
export { CombinedGraphQLErrors, NetworkError } from './errors';
export { ClientProvider, skipToken, useClient, useMutation, usePrefetch, useQuery } from './react';
export { BATCH_INTERVAL_MS, BATCH_MAX, batchingTransport, type GraphQLRequest, type GraphQLResult, type Transport } from './transport';
