import { systemContext, type AppDeps, type ServiceContext } from '../../../core';
import type { UserModel } from '../../users';

/** What a reader would get asking for themselves: the rules of other modules answer as for them. */
export function readerContext(deps: AppDeps, reader: UserModel): ServiceContext {
  return systemContext(deps, reader);
}
