import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@portal/contracts';
import { HttpError } from '../../lib/errors.ts';
import {
  createExternalGrant,
  EXTERNAL_GRANT,
  ExternalGrantError,
  type ExternalGrantDeps,
} from '../session/external-auth.service.ts';

export const externalGrantRequest = z.object({
  email: z.string().trim().min(3).max(254),
  mode: z.enum(['impersonated', 'readOnly']),
  operator: z.string().trim().min(1).max(EXTERNAL_GRANT.operatorMaxLength),
  minutes: z.number().int().min(1).max(EXTERNAL_GRANT.maxMinutes).optional(),
});

export const externalGrantResponse = z.object({
  link: z.string(),
  email: z.string(),
  mode: z.enum(['impersonated', 'readOnly']),
  operator: z.string(),
  expiresAt: z.string(),
});

/** The insurer's operator actions, reached by the operator commands through a running server. */
export const operatorRoutes: FastifyPluginAsyncZod<ExternalGrantDeps> = async (app, deps) => {
  app.post(
    '/pre/ops/external-grants',
    {
      config: { access: 'operator' },
      schema: {
        tags: ['operator'],
        summary: 'Issue a one-time impersonated or read-only session link',
        body: externalGrantRequest,
        response: {
          200: externalGrantResponse,
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      try {
        const grant = await createExternalGrant(deps, request.body);
        return {
          link: grant.link,
          email: grant.email,
          mode: grant.mode,
          operator: grant.operator,
          expiresAt: grant.expiresAt.toISOString(),
        };
      } catch (error) {
        if (error instanceof ExternalGrantError)
          throw new HttpError(400, error.message, 'GRANT_REFUSED');
        throw error;
      }
    },
  );
};
