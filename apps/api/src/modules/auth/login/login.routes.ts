import type { FastifyInstance } from 'fastify';
import { loginCall, publicConfigCall } from '@portal/contracts';
import type { Config } from '../../../config.ts';
import { routeCall } from '../../../lib/call-route.ts';
import { login, type AuthDeps } from './auth.service.ts';

export interface LoginRoutesDeps extends AuthDeps {
  config: Config;
}

export function loginRoutes(app: FastifyInstance, deps: LoginRoutesDeps): void {
  routeCall(app, loginCall, (request) => login(deps, request.body, request.ip));

  routeCall(app, publicConfigCall, () => ({
    captcha: { enabled: deps.captcha.enabled, siteKey: deps.config.captchaSiteKey ?? null },
    passwordRevealAutoHide: deps.config.passwordRevealAutoHide,
    sessionWarningSeconds: deps.config.sessionWarningSeconds,
    siblingSites: [
      { label: 'Afiliados', url: 'https://afiliados.prestadores.test/' },
      { label: 'Empresas', url: 'https://empresas.prestadores.test/' },
    ],
  }));
}
