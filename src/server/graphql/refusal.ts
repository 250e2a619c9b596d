type Message = { message: string };

/** What a mutation answers instead of its object when it will not act (the spec's error types), with the reader's message. */
export type Refusal =
  | ({ __typename: 'BadRequest' } & Message)
  | ({ __typename: 'Forbidden' } & Message)
  | ({ __typename: 'NotFound' } & Message)
  | ({ __typename: 'TooManyRequests' } & Message);
