import { ApolloClient, ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import { createCache } from './apollo';

export interface ServerExecutor {
  (request: { query: string; variables: Record<string, unknown>; operationName: string | undefined }): Promise<{
    data?: Record<string, unknown> | null;
    errors?: readonly { message: string }[];
  }>;
}

/** During server rendering, operations run in process against the schema instead of over HTTP. */
export function createServerClient(execute: ServerExecutor): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
  return new ApolloClient({ ssrMode: true, link, cache: createCache() });
}
