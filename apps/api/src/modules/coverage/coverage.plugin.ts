import type { FastifyPluginAsync } from 'fastify';
import {
  authorizationCoverageCalls,
  connectivityCoverageCalls,
  validatorCoverageCalls,
} from '@portal/contracts';
import type { CoverageDeps } from './coverage.service.ts';
import { coverageRoutes } from './coverage.routes.ts';

/**
 * The coverage area: its lookups under each module that uses them, the affiliate validator and
 * connectivity, each behind its own permission (docs/decisions/0007).
 */
export const coveragePlugin: FastifyPluginAsync<CoverageDeps> = async (app, deps) => {
  coverageRoutes(app, deps, validatorCoverageCalls);
  coverageRoutes(app, deps, connectivityCoverageCalls);
  coverageRoutes(app, deps, authorizationCoverageCalls);
};
