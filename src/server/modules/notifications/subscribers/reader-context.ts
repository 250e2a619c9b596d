import type { AppDeps, ServiceContext } from '../../../graphql/context';
import { createLoaders } from '../../../graphql/loaders';
import type { UserModel } from '../../users';

const NO_COOKIES = { get: () => undefined, set: () => {}, clear: () => {} };

/** What a reader would get asking for themselves: the rules of other modules answer as for them. */
export function readerContext(deps: Pick<AppDeps, 'db' | 'kv'>, reader: UserModel): ServiceContext {
  return { viewer: reader, db: deps.db, loaders: createLoaders(deps.db), kv: deps.kv, cookies: NO_COOKIES };
}
