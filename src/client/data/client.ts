import { NormalizedCache } from './cache';
import { fieldKeys, operationName, persistedId, queryKey, type Document, type Variables } from './document';
import { CombinedGraphQLErrors } from './errors';
import type { GraphQLRequest, GraphQLResult, Transport } from './transport';

export type FetchPolicy = 'cache-first' | 'cache-and-network' | 'network-only' | 'no-cache';

export interface RequestContext {
  /** Operations with the same key share a batch (viewer-edge operations share one). */
  batchKey?: string;
}

export interface QueryOptions<TData, TVariables> {
  query: Document<TData, TVariables>;
  variables?: TVariables;
  fetchPolicy?: FetchPolicy;
  context?: RequestContext;
}

export interface MutateOptions<TData, TVariables> {
  mutation: Document<TData, TVariables>;
  variables?: TVariables;
  /** The answer expected, shown at once and replaced by the real one. */
  optimisticResponse?: TData;
  /** Writes what the answer means for queries the cache cannot update by itself (a list that lost an item). */
  update?: (client: GraphQLClient, result: { data: TData | undefined }) => void;
  /** Names of queries to load again once the mutation is done. */
  refetchQueries?: string[];
  fetchPolicy?: FetchPolicy;
  context?: RequestContext;
}

export interface QueryState<TData> {
  data: TData | undefined;
  error: Error | undefined;
  loading: boolean;
}

interface Tracked {
  document: Document<unknown, never>;
  variables: Variables | undefined;
  context: RequestContext | undefined;
  sendToBrowser: boolean;
}

/**
 * Quire's GraphQL client: a normalized cache, requests batched by a transport, and the state a page
 * hands from the server to the browser.
 */
export class GraphQLClient {
  readonly cache: NormalizedCache;
  private readonly transport: Transport;
  private readonly inFlight = new Map<string, Promise<GraphQLResult>>();
  private readonly errors = new Map<string, Error>();
  private readonly tracked = new Map<string, Tracked>();
  /** How many mounted components watch each query, so a refetch or an eviction loads only what is shown. */
  private readonly watchers = new Map<string, number>();
  private readonly states = new Map<string, QueryState<unknown>>();
  private readonly listeners = new Set<() => void>();
  private readonly renderLoads = new Map<string, Promise<GraphQLResult>>();

  constructor(options: { transport: Transport; state?: Record<string, { op: string; data: unknown }>; normalize?: boolean }) {
    this.transport = options.transport;
    this.cache = new NormalizedCache({ normalize: options.normalize });
    if (options.state) this.cache.restore(options.state);
    this.cache.subscribe(() => this.notify());
  }

  /** A query's key in the cache; the cache learns here how the operation's fields are keyed. */
  key(document: Document<unknown, never>, variables: Variables | undefined): string {
    const name = operationName(document);
    this.cache.describe(name, fieldKeys(document));
    return queryKey(name, variables);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify() {
    for (const listener of [...this.listeners]) listener();
  }

  /** The state of a query as a component shows it; the same object while nothing changed. */
  state<TData>(key: string, skip: boolean): QueryState<TData> {
    const data = skip ? undefined : this.cache.readQuery<TData>(key);
    const error = skip ? undefined : this.errors.get(key);
    const loading = !skip && (this.inFlight.has(key) || (data === undefined && error === undefined));
    const previous = this.states.get(key) as QueryState<TData> | undefined;
    if (previous && previous.data === data && previous.error === error && previous.loading === loading) return previous;
    const next = { data, error, loading };
    this.states.set(key, next as QueryState<unknown>);
    return next;
  }

  isFresh(key: string): boolean {
    return this.cache.has(key);
  }

  watch(key: string, tracked: Tracked): () => void {
    this.tracked.set(key, tracked);
    this.watchers.set(key, (this.watchers.get(key) ?? 0) + 1);
    return () => {
      const count = (this.watchers.get(key) ?? 1) - 1;
      if (count > 0) this.watchers.set(key, count);
      else this.watchers.delete(key);
    };
  }

  /** One operation through the transport, on its batch key: by its persisted id when it has one, else by its text. */
  private send(document: Document<unknown, never>, variables: Variables | undefined, context: RequestContext | undefined): Promise<GraphQLResult> {
    const id = persistedId(document);
    const request: GraphQLRequest = { variables: (variables ?? {}) as Record<string, unknown>, operationName: operationName(document) };
    if (id !== null) request.extensions = { persistedQuery: { version: 1, sha256Hash: id } };
    else request.query = String(document);
    return this.transport(request, context?.batchKey ?? 'default');
  }

  /** Loads a query into the cache (one request at a time per query); failures are kept as the query's error. */
  load(key: string, tracked: Tracked): Promise<GraphQLResult> {
    this.tracked.set(key, tracked);
    const running = this.inFlight.get(key);
    if (running) return running;
    const name = operationName(tracked.document);
    const request = this.send(tracked.document, tracked.variables, tracked.context).then(
      (result) => {
        this.inFlight.delete(key);
        this.cache.batch(() => {
          if (result.data) {
            this.cache.writeQuery(key, result.data, {
              operationName: name,
              sendToBrowser: tracked.sendToBrowser,
              keys: fieldKeys(tracked.document),
              variables: tracked.variables,
            });
          }
          if (result.errors?.length) this.errors.set(key, new CombinedGraphQLErrors(result.errors, result.data));
          else this.errors.delete(key);
          this.notify();
        });
        return result;
      },
      (error: unknown) => {
        this.inFlight.delete(key);
        this.errors.set(key, error instanceof Error ? error : new Error(String(error)));
        this.notify();
        return { errors: [{ message: error instanceof Error ? error.message : String(error) }] } satisfies GraphQLResult;
      },
    );
    this.inFlight.set(key, request);
    this.notify();
    return request;
  }

  /**
   * While rendering on the server: one promise per query for the whole render, the same object each time
   * it is asked for, so React can tell a query it already waited for from a new one.
   */
  loadForRender(key: string, tracked: Tracked): Promise<GraphQLResult> {
    let promise = this.renderLoads.get(key);
    if (!promise) {
      const loading: Promise<GraphQLResult> & { status?: string; value?: GraphQLResult } = this.cache.hasAny(key)
        ? Promise.resolve({})
        : this.load(key, tracked);
      // React's thenable protocol: a promise marked settled is read at once, without suspending again.
      void loading.then((value) => {
        loading.status = 'fulfilled';
        loading.value = value;
      });
      promise = loading;
      this.renderLoads.set(key, promise);
    }
    return promise;
  }

  async query<TData, TVariables extends Variables>(options: QueryOptions<TData, TVariables>): Promise<{ data: TData }> {
    const key = this.key(options.query as Document<unknown, never>, options.variables);
    const policy = options.fetchPolicy ?? 'cache-first';
    if (policy === 'cache-first' && this.cache.has(key)) return { data: this.cache.readQuery<TData>(key)! };
    if (policy === 'no-cache') {
      const result = await this.send(options.query as Document<unknown, never>, options.variables, options.context);
      if (result.errors?.length) throw new CombinedGraphQLErrors(result.errors, result.data);
      return { data: result.data as TData };
    }
    const result = await this.load(key, { document: options.query as Document<unknown, never>, variables: options.variables, context: options.context, sendToBrowser: true });
    const error = this.errors.get(key);
    if (error) throw error;
    return { data: (this.cache.readQuery<TData>(key) ?? result.data) as TData };
  }

  /**
   * Loads the next page of a shown query and lets `updateQuery` merge it into what is shown. What is shown is
   * read before the next page arrives: a connection on an entity (a topic's stories) is one field of that
   * entity in the cache, so the next page's answer replaces it there.
   */
  async fetchMore<TData, TVariables extends Variables>(options: {
    query: Document<TData, TVariables>;
    variables?: TVariables;
    more?: Partial<TVariables>;
    context?: QueryOptions<TData, TVariables>['context'];
    updateQuery: (previous: TData, next: { fetchMoreResult: TData }) => TData;
  }): Promise<void> {
    const previous = this.cache.readQuery<TData>(this.key(options.query as Document<unknown, never>, options.variables));
    const { data } = await this.query<TData, TVariables>({
      query: options.query,
      variables: { ...(options.variables ?? {}), ...options.more } as TVariables,
      fetchPolicy: 'network-only',
      context: options.context,
    });
    if (previous === undefined) return;
    this.writeQuery({ query: options.query, variables: options.variables, data: options.updateQuery(previous, { fetchMoreResult: data }) });
  }

  async mutate<TData, TVariables extends Variables>(options: MutateOptions<TData, TVariables>): Promise<{ data: TData }> {
    const keying = { keys: fieldKeys(options.mutation as Document<unknown, never>), variables: options.variables };
    const undo = options.optimisticResponse ? this.cache.writeOptimistic(options.optimisticResponse, keying) : null;
    let result: GraphQLResult;
    try {
      result = await this.send(options.mutation as Document<unknown, never>, options.variables, options.context);
    } catch (error) {
      undo?.();
      throw error;
    }
    this.cache.batch(() => {
      undo?.();
      if (result.data && options.fetchPolicy !== 'no-cache') this.cache.writeEntities(result.data, keying);
      if (!result.errors?.length) options.update?.(this, { data: (result.data ?? undefined) as TData | undefined });
    });
    if (result.errors?.length) throw new CombinedGraphQLErrors(result.errors, result.data);
    if (options.refetchQueries?.length) await this.refetchQueries(options.refetchQueries);
    return { data: result.data as TData };
  }

  /** Replaces what a query shows, as if the server had answered it with `data`. */
  writeQuery<TData, TVariables extends Variables>(options: { query: Document<TData, TVariables>; variables?: TVariables; data: TData }): void {
    const document = options.query as Document<unknown, never>;
    this.cache.writeQuery(this.key(document, options.variables), options.data, {
      operationName: operationName(document),
      keys: fieldKeys(document),
      variables: options.variables,
    });
  }

  /** Loads again the shown queries with these operation names; those not shown load when next shown. */
  async refetchQueries(names: string[]): Promise<void> {
    const keys = names.flatMap((name) => this.cache.keysOfOperation(name));
    await Promise.all(keys.map((key) => this.reload(key)));
  }

  /** After an eviction: the shown queries that lost data load again. */
  evict(target: { id: string | null; fieldName?: string }): void {
    for (const key of this.cache.evict(target)) void this.reload(key);
  }

  private async reload(key: string): Promise<void> {
    this.cache.markStale(key);
    const tracked = this.tracked.get(key);
    if (tracked && this.watchers.has(key)) await this.load(key, tracked);
  }

  /** The state to write into the page for the browser to start from. */
  extract(): Record<string, { op: string; data: unknown }> {
    return this.cache.extract();
  }
}
