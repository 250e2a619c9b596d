import { GraphQLError } from 'graphql';

type Message = { message: string };

/** What a mutation answers instead of its object when it will not act (the spec's error types), with the reader's message. */
export type Refusal =
  | ({ __typename: 'BadRequest' } & Message)
  | ({ __typename: 'Forbidden' } & Message)
  | ({ __typename: 'NotFound' } & Message)
  | ({ __typename: 'TooManyRequests' } & Message);

/**
 * An error a query field answers when it will not act (too many attempts, too long), made once at start
 * and thrown as often as needed, with no stack trace: it is expected, not a fault. Every refused field wraps
 * it in an error of its own, which copies the stack of what it wraps; formatting a fresh one (through source
 * maps) was most of what a batch of hundreds of refused aliases cost.
 */
export function expectedRefusal(message: string, code: string): GraphQLError {
  const error = new GraphQLError(message, { extensions: { code } });
  error.stack = `GraphQLError: ${message}`;
  return error;
}
