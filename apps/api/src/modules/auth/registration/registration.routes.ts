import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  estadoResponse,
  registerProviderRequest,
  registerProviderResponse,
  registerUserRequest,
  verifyEmailRequest,
} from '@portal/contracts';
import * as service from './registration.service.ts';

const config = { access: 'public' as const };
const tags = ['registration'];

export const registrationRoutes: FastifyPluginAsyncZod<service.RegistrationDeps> = async (
  app,
  deps,
) => {
  app.post(
    '/pre/registracion/prestador',
    {
      config,
      schema: {
        tags,
        summary: 'Step 1: validate the provider',
        body: registerProviderRequest,
        response: { 200: registerProviderResponse, 400: errorResponse },
      },
    },
    (request) => service.validateProvider(deps, request.body.codPrestador, request.body.cuit),
  );
  app.post(
    '/pre/registracion/verificar',
    {
      config,
      schema: {
        tags,
        summary: 'Check that the e-mail is free',
        body: verifyEmailRequest,
        response: { 200: estadoResponse, 400: errorResponse },
      },
    },
    (request) => service.verifyEmail(deps, request.body.email),
  );
  app.post(
    '/pre/registracion/usuario',
    {
      config,
      schema: {
        tags,
        summary: 'Step 2: register the administrator user',
        body: registerUserRequest,
        response: { 200: estadoResponse, 400: errorResponse },
      },
    },
    (request) => service.registerUser(deps, request.body),
  );
};
