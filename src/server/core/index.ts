export type * from './context';
export type * from './ports';
export type * from './viewer';
export { withTransaction } from './transaction';
export { systemContext } from './system-context';
export type * from './graphql-models';
export { toUser } from './user-row';
export { byId } from './by-id';
