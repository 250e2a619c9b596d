import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../graphql/context';

/** Scaffold: No-JavaScript save form (/_/bookmark/p/{postId}). */
export function registerBookmarkRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
