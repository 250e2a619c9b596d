import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../graphql/context';

/** One-click unsubscribe from notification emails (List-Unsubscribe and List-Unsubscribe-Post), signed out. */
export function registerUnsubscribeRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
