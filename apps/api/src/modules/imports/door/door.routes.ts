import type { FastifyInstance } from 'fastify';
import {
  importExportCall,
  importUploadCall,
  integrationKeyCreateCall,
  integrationKeyListCall,
  integrationKeyRevokeCall,
} from '@portal/contracts';
import { routeCall } from '../../../lib/call-route.ts';
import { exportFile } from './export.service.ts';
import { createKey, listKeys, revoke, type KeysDeps } from './keys.service.ts';
import { acceptUpload, type UploadDeps } from './upload.service.ts';

/** The upload and the export of the insurer's machines, and the operators' keys. */
export function doorRoutes(app: FastifyInstance, deps: UploadDeps & KeysDeps): void {
  routeCall(app, importUploadCall, (request) =>
    acceptUpload(deps, {
      kind: request.params.kind,
      starter: { keyId: request.integration!.keyId },
      options: request.query,
      body: request.body,
      contentType: request.headers['content-type'],
      contentLength: request.headers['content-length'],
    }),
  );
  routeCall(app, importExportCall, async (request, reply) => {
    const file = await exportFile(deps, request.params.kind, request.query.format);
    return reply
      .type(file.contentType)
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.stream);
  });
  routeCall(app, integrationKeyCreateCall, (request) => createKey(deps, request.body));
  routeCall(app, integrationKeyListCall, () => listKeys(deps));
  routeCall(app, integrationKeyRevokeCall, (request) => revoke(deps, request.params.id));
}
