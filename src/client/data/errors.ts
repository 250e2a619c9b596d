export interface GraphQLErrorShape {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

/** The errors one GraphQL response carried, as one Error (the data that came with them stays readable). */
export class CombinedGraphQLErrors extends Error {
  readonly errors: readonly GraphQLErrorShape[];
  readonly data: unknown;

  constructor(errors: readonly GraphQLErrorShape[], data?: unknown) {
    super(errors.map((e) => e.message).join('\n') || 'GraphQL error');
    this.name = 'CombinedGraphQLErrors';
    this.errors = errors;
    this.data = data;
  }

  static is(error: unknown): error is CombinedGraphQLErrors {
    return error instanceof CombinedGraphQLErrors;
  }
}

/** The endpoint answered with something other than GraphQL (a proxy error page, a 413, no answer). */
export class NetworkError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'NetworkError';
    this.status = status;
  }
}
