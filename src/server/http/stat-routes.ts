import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../graphql/context';

/** Scaffold: Page-view and reading pings (/_/stat). */
export function registerStatRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
