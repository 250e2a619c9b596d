export type { AppDeps, RequestBudget, RequestInfo, ServiceContext } from '../core';
