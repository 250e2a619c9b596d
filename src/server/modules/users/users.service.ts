import type { ServiceContext } from '../../graphql/context';
import { userByUsername, type UserModel } from './users.repo';

export type UserLookup =
  | { kind: 'user'; user: UserModel }
  | { kind: 'notFound' }
  | { kind: 'suspended'; user: UserModel };

export async function findUser(ctx: ServiceContext, by: { id?: string | null; username?: string | null }): Promise<UserLookup> {
  const user = by.id
    ? await ctx.loaders.userById.load(by.id)
    : by.username
      ? await userByUsername(ctx.db, by.username)
      : null;
  if (!user) return { kind: 'notFound' };
  if (user.isSuspended && ctx.viewer?.id !== user.id) return { kind: 'suspended', user };
  return { kind: 'user', user };
}

export function isMember(user: UserModel | null): boolean {
  return user?.mediumMemberAt != null;
}
