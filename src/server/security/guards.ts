import { GraphQLError, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import type { ServiceContext } from '../graphql/context';
import { withTransaction, type SignedInContext } from '../core';

export const SIGN_IN_FIRST = 'You need to sign in first.';
export const STAFF_ONLY = 'Only Quire staff can do this.';
export const UNDECLARED = 'This action is not available.';

export type { SignedInContext } from '../core';

/**
 * Who may call a mutation, declared beside it:
 * - `public`: anyone, signed in or not (the sign-in flows), with the reason written down;
 * - `signedIn`: any signed-in reader, acting on their own data (the service reads only `ctx.viewer`'s rows);
 * - `staff`: signed-in staff only;
 * - `policy`: signed in, and the named policy of the service decides for each record (who may edit a story).
 */
export type Access = (
  | { readonly kind: 'public'; readonly why: string }
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'staff' }
  | { readonly kind: 'policy'; readonly policy: string }
) & {
  /** The resolver writes: the guard runs it in one transaction, handed in as `ctx.db`. */
  readonly writes?: boolean;
};

/** What every declaration may add: whether the resolver writes (its work then runs in one transaction). */
export interface DeclareOptions {
  writes?: boolean;
}

const ACCESS = Symbol('access');

type ResolverFn<P, A, C, R> = (parent: P, args: A, ctx: C, info: GraphQLResolveInfo) => R;
type Declared = { [ACCESS]?: Access };

export function requireViewer(ctx: ServiceContext, message = SIGN_IN_FIRST): SignedInContext {
  if (!ctx.viewer) throw new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
  return ctx as SignedInContext;
}

export function requireStaff(ctx: ServiceContext): SignedInContext {
  const signedIn = requireViewer(ctx);
  if (!signedIn.viewer.isStaff) throw new GraphQLError(STAFF_ONLY, { extensions: { code: 'FORBIDDEN' } });
  return signedIn;
}

function declare<P, A, R>(access: Access, resolve: ResolverFn<P, A, ServiceContext, R>): ResolverFn<P, A, ServiceContext, R> {
  const run: ResolverFn<P, A, ServiceContext, R> = access.writes
    ? (parent, args, ctx, info) => withTransaction(ctx, async (inner) => resolve(parent, args, inner, info)) as R
    : resolve;
  return Object.assign(run, { [ACCESS]: access });
}

/** Anyone may call it; `why` says why that is safe (it signs someone in, it only sends a link…). */
export function anyone<P, A, R>(why: string, resolve: ResolverFn<P, A, ServiceContext, R>, options: DeclareOptions = {}) {
  return declare({ kind: 'public', why, writes: options.writes }, resolve);
}

export interface SignedInOptions<R> extends DeclareOptions {
  /** The error's message for a signed-out caller. */
  message?: string;
  /** Where the contract answers a signed-out caller with a result (a Forbidden member) instead of an error. */
  signedOut?: () => NoInfer<Awaited<R>>;
}

/** A signed-in reader acting on their own data. */
export function signedIn<P, A, R>(resolve: ResolverFn<P, A, SignedInContext, R>, options: SignedInOptions<R> = {}) {
  return declare<P, A, R | Awaited<R>>({ kind: 'signedIn', writes: options.writes }, (parent, args, ctx, info) =>
    !ctx.viewer && options.signedOut ? options.signedOut() : resolve(parent, args, requireViewer(ctx, options.message), info),
  );
}

/** Signed-in staff only. */
export function staffOnly<P, A, R>(resolve: ResolverFn<P, A, SignedInContext, R>, options: DeclareOptions = {}) {
  return declare<P, A, R>({ kind: 'staff', writes: options.writes }, (parent, args, ctx, info) => resolve(parent, args, requireStaff(ctx), info));
}

/**
 * A rule over one call: null when the signed-in viewer may go on, else the refusal's message. The guard
 * calls it before the resolver runs; `policyName` is what the declarations snapshot shows.
 */
export type Policy<A> = ((ctx: SignedInContext, args: A) => Promise<string | null> | string | null) & { readonly policyName: string };

export function definePolicy<A>(policyName: string, check: (ctx: SignedInContext, args: A) => Promise<string | null> | string | null): Policy<A> {
  return Object.assign(check, { policyName });
}

export interface PolicyOptions<R> extends DeclareOptions {
  /** The error's message for a signed-out caller. */
  message?: string;
  /** Where the contract answers a refusal with a result (a Forbidden member) instead of an error. */
  refused?: (message: string) => NoInfer<Awaited<R>>;
}

/** Signed in, and the policy (a function the guard calls first) decides; a bare name is a policy decided inside the service. */
export function byPolicy<P, A, R>(
  policy: string | Policy<A>,
  resolve: ResolverFn<P, A, SignedInContext, R>,
  options: string | PolicyOptions<R> = {},
) {
  const { message, writes, refused } = typeof options === 'string' ? ({ message: options } as PolicyOptions<R>) : options;
  const name = typeof policy === 'string' ? policy : policy.policyName;
  const guarded: ResolverFn<P, A, ServiceContext, R> = (parent, args, ctx, info) => {
    const signedInCtx = requireViewer(ctx, message);
    if (typeof policy === 'string') return resolve(parent, args, signedInCtx, info);
    const decide = async () => {
      const refusal = await policy(signedInCtx, args);
      if (refusal === null) return resolve(parent, args, signedInCtx, info);
      if (refused) return refused(refusal);
      throw new GraphQLError(refusal, { extensions: { code: 'FORBIDDEN' } });
    };
    return decide() as R;
  };
  return declare<P, A, R>({ kind: 'policy', policy: name, writes }, guarded);
}

export function accessOf(resolve: unknown): Access | undefined {
  return typeof resolve === 'function' ? (resolve as Declared)[ACCESS] : undefined;
}

/** The root types whose every field declares who may call it. */
export const DECLARED_ROOTS = ['Query', 'Mutation'] as const;
export type DeclaredRoot = (typeof DECLARED_ROOTS)[number];

/** The declared access of every Query and Mutation field in these resolver maps, by `Root.field`. */
export function declaredAccess(resolverMaps: readonly { Query?: unknown; Mutation?: unknown }[]): Map<string, Access> {
  const declared = new Map<string, Access>();
  for (const map of resolverMaps) {
    for (const root of DECLARED_ROOTS) {
      for (const [name, resolve] of Object.entries((map[root] ?? {}) as Record<string, unknown>)) {
        const access = accessOf(resolve);
        if (access) declared.set(`${root}.${name}`, access);
      }
    }
  }
  return declared;
}

/** The declared access of every mutation in these resolver maps, by mutation name. */
export function declaredMutationAccess(resolverMaps: readonly { Mutation?: unknown }[]): Map<string, Access> {
  const declared = new Map<string, Access>();
  for (const [key, access] of declaredAccess(resolverMaps)) if (key.startsWith('Mutation.')) declared.set(key.slice('Mutation.'.length), access);
  return declared;
}

/**
 * Deny by default: every Query and Mutation field of the schema without a declared access (by `Root.field`)
 * answers with an error and runs nothing, except the fields named in `stillOpen` (Query fields whose
 * declarations are on their way). Returns the `Root.field` names it closed.
 */
export function closeUndeclaredFields(schema: GraphQLSchema, declared: ReadonlyMap<string, Access>, stillOpen: ReadonlySet<string> = new Set()): string[] {
  const closed: string[] = [];
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const key = `${type.name}.${field.name}`;
      if (declared.has(key) || stillOpen.has(key)) continue;
      closed.push(key);
      field.resolve = () => {
        throw new GraphQLError(UNDECLARED, { extensions: { code: 'FORBIDDEN' } });
      };
    }
  }
  return closed;
}

/** Every undeclared field of the schema, `Root.field`, sorted. */
export function undeclaredFields(schema: GraphQLSchema, declared: ReadonlyMap<string, Access>): string[] {
  const fields: string[] = [];
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) if (!declared.has(`${type!.name}.${field.name}`)) fields.push(`${type!.name}.${field.name}`);
  }
  return fields.sort();
}

/** One line per declaration, for the snapshot reviewers read: `Root.field  auth writes`. */
export function describeAccess(access: Access): string {
  const who = access.kind === 'policy' ? `policy:${access.policy}` : access.kind;
  return access.writes ? `${who} writes` : who;
}
