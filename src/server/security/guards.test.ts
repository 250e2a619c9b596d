import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema, mutationAccess } from '../graphql/schema';
import type { ServiceContext } from '../graphql/context';
import type { UserModel } from '../modules/users';
import { anyone, closeUndeclaredFields, declaredAccess, signedIn, staffOnly, STAFF_ONLY, SIGN_IN_FIRST, UNDECLARED } from './guards';

describe('every mutation declares who may call it', () => {
  it('walks the whole resolver map: no mutation is left without a guard or policy', () => {
    const fields = Object.keys(buildSchema().getMutationType()?.getFields() ?? {});
    expect(fields.length).toBeGreaterThan(20);
    const declared = mutationAccess();
    expect(fields.filter((name) => !declared.has(name))).toEqual([]);
  });

  it('a public mutation says why it is safe', () => {
    for (const [name, access] of mutationAccess()) {
      if (access.kind === 'public') expect(access.why.length, name).toBeGreaterThan(20);
    }
  });
});

const viewer = (overrides: Partial<UserModel> = {}) => ({ id: 'u1', isStaff: false, ...overrides }) as UserModel;
const ctxWith = (user: UserModel | null) => ({ viewer: user }) as ServiceContext;

describe('deny by default', () => {
  const typeDefs = 'type Query { ok: Boolean } type Mutation { declared: Boolean, forgotten: Boolean, unresolved: Boolean, staff: Boolean }';
  let ran = 0;
  const resolvers = {
    Mutation: {
      declared: signedIn(() => true),
      forgotten: () => {
        ran += 1;
        return true;
      },
      staff: staffOnly(() => true),
    },
  };
  const schema = makeExecutableSchema({ typeDefs, resolvers });
  const closed = closeUndeclaredFields(schema, declaredAccess([resolvers]), new Set(['Query.ok']));

  it('closes an undeclared Query field like a mutation, unless it is still on the temporary list', async () => {
    const querySchema = makeExecutableSchema({ typeDefs: 'type Query { open: Boolean, shut: Boolean, fine: Boolean }', resolvers: { Query: { open: () => true, shut: () => true, fine: anyone('a test of a declared query field', () => true) } } });
    expect(closeUndeclaredFields(querySchema, declaredAccess([{ Query: { fine: anyone('a test of a declared query field', () => true) } }]), new Set(['Query.open']))).toEqual(['Query.shut']);
    const answer = await graphql({ schema: querySchema, source: '{ open shut }', contextValue: ctxWith(null) });
    expect(answer.data).toEqual({ open: true, shut: null });
    expect(answer.errors?.map((e) => e.message)).toEqual([UNDECLARED]);
  });

  it('closes a mutation with no declared access, and one with no resolver at all', async () => {
    expect(closed.sort()).toEqual(['Mutation.forgotten', 'Mutation.unresolved']);
    const answer = await graphql({ schema, source: 'mutation { forgotten unresolved }', contextValue: ctxWith(viewer()) });
    expect(answer.errors?.map((e) => e.message)).toEqual([UNDECLARED, UNDECLARED]);
    expect(ran).toBe(0);
  });

  it('signed-in and staff guards refuse before the resolver runs', async () => {
    const signedOut = await graphql({ schema, source: 'mutation { declared staff }', contextValue: ctxWith(null) });
    expect(signedOut.errors?.map((e) => e.message)).toEqual([SIGN_IN_FIRST, SIGN_IN_FIRST]);
    const reader = await graphql({ schema, source: 'mutation { declared staff }', contextValue: ctxWith(viewer()) });
    expect(reader.data).toEqual({ declared: true, staff: null });
    expect(reader.errors?.map((e) => e.message)).toEqual([STAFF_ONLY]);
    const staff = await graphql({ schema, source: 'mutation { staff }', contextValue: ctxWith(viewer({ isStaff: true })) });
    expect(staff.data).toEqual({ staff: true });
  });

  it('a signed-out answer from the contract replaces the error where one is declared', async () => {
    const resolve = signedIn(() => 'ran', { signedOut: () => 'please sign in' });
    expect(await resolve({}, {}, ctxWith(null), {} as never)).toBe('please sign in');
    expect(await anyone('a test of the public declaration itself', () => 'ran')({}, {}, ctxWith(null), {} as never)).toBe('ran');
  });
});
