import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../graphql/context';

/** Scaffold: Share redirects (/p/{postId}/share/twitter, facebook, linkedIn). */
export function registerShareRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
