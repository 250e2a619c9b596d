import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../graphql/context';

/** Scaffold: No-JavaScript clap form (/_/vote/p/{postId}). */
export function registerVoteRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
