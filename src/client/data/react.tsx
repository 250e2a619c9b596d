import { createContext, use, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { FetchPolicy, GraphQLClient, MutateOptions, QueryState, RequestContext } from './client';
import type { Document, Variables } from './document';

const ClientContext = createContext<{ client: GraphQLClient; server: boolean } | null>(null);

/** `server`: rendering on the server, where a query without data waits for it (Suspense) before rendering. */
export function ClientProvider({ client, server = false, children }: { client: GraphQLClient; server?: boolean; children: ReactNode }) {
  return <ClientContext.Provider value={{ client, server }}>{children}</ClientContext.Provider>;
}

function useClientContext() {
  const value = useContext(ClientContext);
  if (!value) throw new Error('GraphQL hooks need a ClientProvider above them.');
  return value;
}

export function useClient(): GraphQLClient {
  return useClientContext().client;
}

export const skipToken: unique symbol = Symbol('skip');
const LOADING = { data: undefined, error: undefined, loading: true } as const;
export type SkipToken = typeof skipToken;

export interface UseQueryOptions<TVariables> {
  variables?: TVariables;
  skip?: boolean;
  fetchPolicy?: FetchPolicy;
  /** false: not loaded while rendering on the server (a secret of this browser, or not worth waiting for). */
  ssr?: boolean;
  /** false: the answer is rendered into the page's HTML but not written into the state the browser starts from. */
  sendToBrowser?: boolean;
  context?: RequestContext;
}

export interface UseQueryResult<TData, TVariables> extends QueryState<TData> {
  refetch: (variables?: Partial<TVariables>) => Promise<{ data: TData | undefined }>;
  fetchMore: (options: {
    variables: Partial<TVariables>;
    updateQuery: (previous: TData, next: { fetchMoreResult: TData }) => TData;
  }) => Promise<void>;
}

export function useQuery<TData, TVariables extends Variables>(
  document: Document<TData, TVariables>,
  options: UseQueryOptions<NoInfer<TVariables>> | SkipToken = {},
): UseQueryResult<TData, TVariables> {
  const { client, server } = useClientContext();
  const opts = options === skipToken ? { skip: true } : options;
  const doc = document as Document<unknown, never>;
  // A query kept off the server renders as loading there, as it first does in the browser.
  const notOnServer = server && opts.ssr === false;
  const skip = opts.skip === true || notOnServer;
  const variables = opts.variables;
  const key = client.key(doc, variables);
  const policy = opts.fetchPolicy ?? 'cache-first';
  const tracked = { document: doc, variables, context: opts.context, sendToBrowser: opts.sendToBrowser !== false };
  const trackedRef = useRef(tracked);
  trackedRef.current = tracked;

  const getState = (): QueryState<TData> => (notOnServer && opts.skip !== true ? LOADING : client.state<TData>(key, skip));

  if (server && !skip) {
    // Suspends this component until its data is in the cache; the rest of the page renders meanwhile. React
    // matches the promises a component waits for by their order, so every query asks, loaded or not.
    use(client.loadForRender(key, tracked));
  }

  const state = useSyncExternalStore(client.subscribe, getState, getState);

  useEffect(() => {
    if (skip) return;
    const stop = client.watch(key, trackedRef.current);
    if (policy !== 'cache-first' || !client.isFresh(key)) void client.load(key, trackedRef.current);
    return stop;
  }, [client, key, skip, policy]);

  const refetch = useCallback(
    async (more?: Partial<TVariables>) => {
      const next = { ...trackedRef.current, variables: { ...(trackedRef.current.variables ?? {}), ...more } as Variables };
      const nextKey = client.key(next.document, next.variables);
      await client.load(nextKey, next);
      return { data: client.cache.readQuery<TData>(nextKey) };
    },
    [client],
  );

  const fetchMore = useCallback<UseQueryResult<TData, TVariables>['fetchMore']>(
    async ({ variables: more, updateQuery }) => {
      const current = trackedRef.current;
      await client.fetchMore({
        query: current.document as Document<TData, Variables>,
        variables: current.variables,
        more,
        context: current.context,
        updateQuery,
      });
    },
    [client],
  );

  return { ...state, refetch, fetchMore };
}

/**
 * On the server, starts loading a query that a component further down (or later in this one) will wait
 * for, so the two wait side by side instead of one after the other. Does nothing in the browser.
 */
export function usePrefetch<TData, TVariables extends Variables>(document: Document<TData, TVariables>, options: UseQueryOptions<NoInfer<TVariables>>): void {
  const { client, server } = useClientContext();
  if (!server || options.skip === true || options.ssr === false) return;
  const doc = document as Document<unknown, never>;
  const key = client.key(doc, options.variables);
  void client.loadForRender(key, { document: doc, variables: options.variables, context: options.context, sendToBrowser: options.sendToBrowser !== false });
}

export interface MutationState<TData> {
  called: boolean;
  loading: boolean;
  data: TData | undefined;
  error: Error | undefined;
}

type MutateCall<TData, TVariables> = Omit<MutateOptions<TData, TVariables>, 'mutation'>;

export function useMutation<TData, TVariables extends Variables>(
  document: Document<TData, TVariables>,
  defaults: MutateCall<NoInfer<TData>, NoInfer<TVariables>> = {},
): [(options?: MutateCall<TData, TVariables>) => Promise<{ data: TData }>, MutationState<TData> & { reset: () => void }] {
  const client = useClient();
  const initial: MutationState<TData> = { called: false, loading: false, data: undefined, error: undefined };
  const [state, setState] = useState(initial);
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(
    async (options: MutateCall<TData, TVariables> = {}) => {
      const merged = { ...defaultsRef.current, ...options, mutation: document };
      setState({ called: true, loading: true, data: undefined, error: undefined });
      try {
        const result = await client.mutate<TData, TVariables>(merged);
        if (mounted.current) setState({ called: true, loading: false, data: result.data, error: undefined });
        return result;
      } catch (error) {
        if (mounted.current) setState({ called: true, loading: false, data: undefined, error: error as Error });
        throw error;
      }
    },
    [client, document],
  );
  const reset = useCallback(() => setState(initial), []); // eslint-disable-line react-hooks/exhaustive-deps
  return [mutate, { ...state, reset }];
}
