import type { FastifyPluginAsync } from 'fastify';
import { connectivityCoverageCalls, validatorCoverageCalls } from '@portal/contracts';
import type { PermissionKey } from '@portal/domain';
import type { CoverageDeps } from './coverage.service.ts';
import { coverageRoutes } from './coverage.routes.ts';

export interface LookupScope extends CoverageDeps {
  base: string;
  module: PermissionKey;
  tag: string;
}

/**
 * Transitional: app.ts still registers the lookups once per base. This file goes when app.ts
 * registers `coveragePlugin` (coverage.plugin.ts), which mounts both bases itself.
 */
export const lookupRoutes: FastifyPluginAsync<LookupScope> = async (app, { db, clock, base }) => {
  const calls =
    base === '/pre/v1/conectividad' ? connectivityCoverageCalls : validatorCoverageCalls;
  coverageRoutes(app, { db, clock }, calls);
};
