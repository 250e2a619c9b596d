export type { AppDeps, RequestBudget, RequestInfo, ServiceContext } from '../core';
import type { ServiceContext } from '../core';

/** Resolvers receive the one service context. */
export type GraphQLContext = ServiceContext;
