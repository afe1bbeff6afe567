import type { FastifyInstance } from 'fastify';
import {
  importUploadCall,
  integrationKeyCreateCall,
  integrationKeyListCall,
  integrationKeyRevokeCall,
} from '@portal/contracts';
import { routeCall } from '../../../lib/call-route.ts';
import { createKey, listKeys, revoke, type KeysDeps } from './keys.service.ts';
import { acceptUpload, type UploadDeps } from './upload.service.ts';

/** The upload of the insurer's machines, and the operators' keys. */
export function doorRoutes(app: FastifyInstance, deps: UploadDeps & KeysDeps): void {
  routeCall(app, importUploadCall, (request) =>
    acceptUpload(deps, {
      kind: request.params.kind,
      caller: request.integration!,
      options: request.query,
      body: request.body,
      contentType: request.headers['content-type'],
      contentLength: request.headers['content-length'],
    }),
  );
  routeCall(app, integrationKeyCreateCall, (request) => createKey(deps, request.body));
  routeCall(app, integrationKeyListCall, () => listKeys(deps));
  routeCall(app, integrationKeyRevokeCall, (request) => revoke(deps, request.params.id));
}
