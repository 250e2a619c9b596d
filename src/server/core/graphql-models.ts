/**
 * The model each GraphQL object type's resolvers receive as their parent, by type name. Empty here: each
 * module declares its own types' models (declaration merging, in its index.ts), so the generated resolver
 * types name `GraphQLModels['User']` and import no module (no module ↔ graphql type cycle).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GraphQLModels {}
