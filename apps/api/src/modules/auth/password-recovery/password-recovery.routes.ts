import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  estadoResponse,
  sendPinRequest,
  updatePasswordRequest,
  validatePinRequest,
  validatePinResponse,
  validateProviderRequest,
  validateTokenRequest,
  validateTokenResponse,
} from '@portal/contracts';
import * as service from './password-recovery.service.ts';

const config = { access: 'public' as const };
const tags = ['password-recovery'];

export const passwordRecoveryRoutes: FastifyPluginAsyncZod<service.RecoveryDeps> = async (
  app,
  deps,
) => {
  app.post(
    '/pre/olvido/validar_datos',
    {
      config,
      schema: {
        tags,
        summary: 'Step 1: validate provider and e-mail',
        body: validateProviderRequest,
        response: { 200: estadoResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    (request) => service.validateProvider(deps, request.body.email, request.body.cuit, request.ip),
  );
  app.post(
    '/pre/usuarios/validar_token',
    {
      config,
      schema: {
        tags,
        summary: 'Step 2: a PIN may be issued; answers fecha',
        body: validateTokenRequest,
        response: { 200: validateTokenResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    (request) => service.validateToken(deps, request.body.email, request.ip),
  );
  app.post(
    '/pre/usuarios/enviar_token',
    {
      config,
      schema: {
        tags,
        summary: 'Step 3: mail a PIN',
        body: sendPinRequest,
        response: { 200: estadoResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    (request) => service.sendPin(deps, request.body.email, request.body.fecha, request.ip),
  );
  app.post(
    '/pre/olvido/validar_pin',
    {
      config,
      schema: {
        tags,
        summary: 'Step 4: validate the PIN',
        body: validatePinRequest,
        response: { 200: validatePinResponse, 400: errorResponse },
      },
    },
    (request) => service.validatePin(deps, request.body.email, request.body.pin),
  );
  app.post(
    '/pre/olvido/update_password',
    {
      config,
      schema: {
        tags,
        summary: 'Step 5: set the new password',
        body: updatePasswordRequest,
        response: { 200: estadoResponse, 400: errorResponse },
      },
    },
    (request) => service.updatePassword(deps, request.body.resetToken, request.body.password),
  );
};
