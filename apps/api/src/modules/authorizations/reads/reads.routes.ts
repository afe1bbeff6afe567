import type { FastifyInstance } from 'fastify';
import {
  authorizationAffiliateCall,
  authorizationDetailCall,
  authorizationExportCall,
  authorizationFileCall,
  authorizationOptionsCall,
  authorizationPdfCall,
  authorizationSearchStatusCall,
} from '@portal/contracts';
import { requireSession } from '../../../access/require-session.ts';
import { sendDownload } from '../../../lib/binary.ts';
import { routeCall } from '../../../lib/call-route.ts';
import { ownProvider } from '../../../lib/ownership.ts';
import { validateAffiliate } from '../../affiliates/public.ts';
import type { AuthorizationDeps } from '../shared/deps.ts';
import { requestDetail, requestFile } from './detail.service.ts';
import { requestOptions } from './options.service.ts';
import { authorizationPdf } from './pdf.service.ts';
import { exportStatus, searchStatus } from './search.service.ts';

/** The reads of the area: the affiliate a form starts from, options, Estado de Trámites. */
export function readRoutes(app: FastifyInstance, deps: AuthorizationDeps): void {
  const providerOf = (request: Parameters<typeof requireSession>[0]) =>
    requireSession(request).providerId;

  routeCall(app, authorizationAffiliateCall, (request) => {
    ownProvider(providerOf(request), request.params.id);
    return validateAffiliate(deps, request.body, request.ip);
  });

  routeCall(app, authorizationOptionsCall, (request) =>
    requestOptions(deps, providerOf(request), request.params.id),
  );

  routeCall(app, authorizationSearchStatusCall, (request) =>
    searchStatus(deps, providerOf(request), request.params.id, request.query),
  );

  routeCall(app, authorizationExportCall, async (request, reply) => {
    const csv = await exportStatus(deps, providerOf(request), request.params.id, request.query);
    return sendDownload(reply, 'csv', 'estado-de-tramites.csv', csv);
  });

  routeCall(app, authorizationDetailCall, (request) =>
    requestDetail(deps, providerOf(request), request.params.id, request.params.nro),
  );

  routeCall(app, authorizationPdfCall, async (request, reply) => {
    const pdf = await authorizationPdf(deps, providerOf(request), request.params);
    return sendDownload(reply, 'pdf', `autorizacion-${request.params.nro}.pdf`, pdf);
  });

  routeCall(app, authorizationFileCall, async (request, reply) => {
    const file = await requestFile(deps, providerOf(request), request.params);
    // Files may hold patient data: no shared cache keeps them.
    return reply
      .type(file.contentType)
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.content);
  });
}
