import { FHIR_BASE_PATH } from '@portal/contracts';
import type { AreaPlugin } from '../../areas.ts';
import { fhirAccessTokens } from './smart/access-token.ts';
import { registerFhirGuard } from './smart/fhir-guard.ts';
import { tokenRoutes } from './smart/token.routes.ts';
import { fhirClientRoutes } from './clients/clients.routes.ts';
import { fhirServer } from './server/fhir-server.ts';
import { fhirUrls } from './server/metadata.routes.ts';

/**
 * The FHIR R4 interface (docs/decisions/0065), found by app.ts as every area's plugin is: the
 * portal's calls for its clients under /pre, and its own context under /fhir.
 */
export const fhirPlugin: AreaPlugin = async (app, deps) => {
  fhirClientRoutes(app, deps);
  const accessTokens = fhirAccessTokens(deps.tokens);
  await app.register(fhirServer, {
    prefix: FHIR_BASE_PATH,
    deps,
    authenticate: (fhir) => registerFhirGuard(fhir, { ...deps, accessTokens }),
    ownRoutes: (fhir) =>
      tokenRoutes(fhir, { ...deps, accessTokens, tokenUrl: fhirUrls(deps.publicUrl).token }),
  });
};
