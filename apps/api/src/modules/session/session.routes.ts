import type { FastifyInstance } from 'fastify';
import {
  acceptTermsCall,
  externalAuthCall,
  logoutCall,
  moduleStatusCall,
  renewSessionCall,
  termsAcceptanceCall,
  termsCall,
  userConfigCall,
} from '@portal/contracts';
import { requireSession } from '../../access/require-session.ts';
import { routeCall } from '../../lib/call-route.ts';
import { establishExternal, logout, moduleStatus, renew, userConfig } from './session.service.ts';
import type { SessionDeps } from './session-tokens.ts';
import { acceptTerms, latestTerms, termsAcceptance } from './terms.service.ts';

/** The session's own calls: user config, renewal, logout, external sessions, terms, modules. */
export function sessionRoutes(app: FastifyInstance, deps: SessionDeps): void {
  routeCall(app, userConfigCall, (request) => {
    const session = requireSession(request);
    return userConfig(deps, session.userId, session.mode);
  });

  routeCall(app, renewSessionCall, (request) =>
    renew(deps, requireSession(request), request.body.token),
  );

  routeCall(app, logoutCall, async (request) => {
    await logout(deps, requireSession(request));
    return null;
  });

  routeCall(app, externalAuthCall, (request) => establishExternal(deps, request.body.code));

  routeCall(app, termsCall, () => latestTerms(deps));

  routeCall(app, acceptTermsCall, (request) =>
    acceptTerms(
      deps,
      requireSession(request),
      request.params.userId,
      request.params.termsId,
      request.body.dispositivo,
    ),
  );

  routeCall(app, termsAcceptanceCall, (request) => termsAcceptance(deps, requireSession(request)));

  routeCall(app, moduleStatusCall, (request) => moduleStatus(request.moduleAccess));
}
