import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  loginRequest,
  loginResponse,
  publicConfigResponse,
} from '@portal/contracts';
import type { Config } from '../../config.ts';
import { login, type AuthDeps } from './auth.service.ts';

export interface AuthRoutesDeps extends AuthDeps {
  config: Config;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, deps) => {
  app.post(
    '/pre/v0/auth-login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Login (v0 auth-login)',
        body: loginRequest,
        response: {
          200: loginResponse,
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
        },
      },
    },
    (request) => login(deps, request.body, request.ip),
  );

  app.get(
    '/pre/v0/public-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'What the login form needs',
        response: { 200: publicConfigResponse },
      },
    },
    () => ({
      captcha: { enabled: deps.captcha.enabled, siteKey: deps.config.captchaSiteKey ?? null },
      passwordRevealAutoHide: deps.config.passwordRevealAutoHide,
      sessionWarningSeconds: deps.config.sessionWarningSeconds,
      siblingSites: [
        { label: 'Afiliados', url: 'https://afiliados.prestadores.test/' },
        { label: 'Empresas', url: 'https://empresas.prestadores.test/' },
      ],
    }),
  );
};
