import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptTermsParams,
  acceptTermsRequest,
  acceptTermsResponse,
  errorResponse,
  externalAuthRequest,
  externalAuthResponse,
  moduleStatusResponse,
  renewRequest,
  renewResponse,
  termsQuery,
  termsResponse,
  userConfigRequest,
  userConfigResponse,
} from '@portal/contracts';
import type { LiveSession } from '../../access/session.ts';
import { establishExternal, logout, moduleStatus, renew, userConfig } from './session.service.ts';
import type { SessionDeps } from './session-tokens.ts';
import { acceptTerms, latestTerms } from './terms.service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/** The access plugin guarantees a session on every non-public route. */
const live = (session: LiveSession | null): LiveSession => session!;

export const sessionRoutes: FastifyPluginAsyncZod<SessionDeps> = async (app, deps) => {
  // The body is optional: Fastify validates a POST without one as null, hence nullish().
  app.post(
    '/pre/v1/user-config',
    {
      config: { access: 'session', readOnlySafe: true },
      schema: {
        tags: ['session'],
        summary: 'User detail and permissions (the second call after login)',
        body: userConfigRequest.nullish(),
        response: { 200: userConfigResponse, ...errors },
      },
    },
    (request) => {
      const session = live(request.session);
      return userConfig(deps, session.userId, session.mode);
    },
  );

  app.post(
    '/pre/v0/auth-refresh',
    {
      config: { access: 'session', readOnlySafe: true },
      schema: {
        tags: ['session'],
        summary: 'Renew the session (auth-refresh)',
        body: renewRequest,
        response: { 200: renewResponse, ...errors },
      },
    },
    (request) => renew(deps, live(request.session), request.body.token),
  );

  app.post(
    '/pre/v0/auth-logout',
    {
      config: { access: 'session', readOnlySafe: true },
      schema: {
        tags: ['session'],
        summary: 'End the session on the server',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await logout(deps, live(request.session));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/pre/v0/auth-external',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Re-establish an impersonated or read-only session',
        body: externalAuthRequest,
        response: { 200: externalAuthResponse, ...errors },
      },
    },
    (request) => establishExternal(deps, request.body.code),
  );

  app.get(
    '/pre/v1/terminos',
    {
      config: { access: 'session' },
      schema: {
        tags: ['session'],
        summary: 'Terms and conditions in force',
        querystring: termsQuery,
        response: { 200: termsResponse, ...errors },
      },
    },
    () => latestTerms(deps),
  );

  app.post(
    '/pre/v1/:userId/terminos/:termsId/aceptar',
    {
      config: { access: 'session' },
      schema: {
        tags: ['session'],
        summary: 'Accept the terms',
        params: acceptTermsParams,
        querystring: termsQuery,
        body: acceptTermsRequest,
        response: { 200: acceptTermsResponse, ...errors },
      },
    },
    (request) =>
      acceptTerms(
        deps,
        live(request.session),
        request.params.userId,
        request.params.termsId,
        request.body.dispositivo,
      ),
  );

  app.get(
    '/pre/v1/modulos/:id',
    {
      config: { access: { moduleParam: 'id' } },
      schema: {
        tags: ['session'],
        summary: 'A module of the catalogue, behind its own permission',
        params: z.object({ id: z.string().max(60) }),
        response: { 200: moduleStatusResponse, ...errors },
      },
    },
    (request) => moduleStatus(request.moduleAccess),
  );
};
