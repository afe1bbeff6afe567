import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  careHistoryCall,
  medicalAffiliateCall,
  medicalContactCall,
  openTelemedicineCall,
  patientAuthorizationPdfCall,
  patientAuthorizationsCall,
  recetasCall,
  studiesCall,
  studyFileCall,
  vaccinesCall,
  waitingRoomCall,
} from '@portal/contracts';
import { medicalAttentionHint } from '@portal/domain/medical-attention';
import { requireSession } from '../../access/require-session.ts';
import { sendDownload } from '../../lib/binary.ts';
import { routeCall } from '../../lib/call-route.ts';
import { ownProvider } from '../../lib/ownership.ts';
import { validateAffiliate } from '../affiliates/public.ts';
import { patientAuthorizationPdf, patientAuthorizations } from './authorizations.service.ts';
import type { MedicalDeps, Reader } from './deps.ts';
import { careHistory, recetas, vaccines } from './records.service.ts';
import { studies, studyFile } from './studies.service.ts';
import { enterWaitingRoom, openTelemedicine } from './telemedicine.service.ts';

function readerOf(request: FastifyRequest): Reader {
  const session = requireSession(request);
  return {
    providerId: session.providerId,
    userId: session.userId,
    sessionId: session.id,
    mode: session.mode,
  };
}

/** The calls of `medicalAttentionCalls`: one service function each. */
export function medicalAttentionRoutes(app: FastifyInstance, deps: MedicalDeps): void {
  routeCall(app, medicalAffiliateCall, (request) => {
    ownProvider(readerOf(request).providerId, request.params.id);
    return validateAffiliate(deps, request.body, request.ip);
  });

  routeCall(app, medicalContactCall, () => {
    const contacto = deps.config.medicalSupportContact;
    return { contacto, aviso: medicalAttentionHint(contacto) };
  });

  routeCall(app, vaccinesCall, (request) =>
    vaccines(deps, readerOf(request), request.params.id, request.query),
  );
  routeCall(app, recetasCall, (request) =>
    recetas(deps, readerOf(request), request.params.id, request.query),
  );
  routeCall(app, studiesCall, (request) =>
    studies(deps, readerOf(request), request.params.id, request.query),
  );
  routeCall(app, studyFileCall, async (request, reply) => {
    const file = await studyFile(deps, readerOf(request), request.params, request.query.token);
    // A patient's file: no shared cache keeps it; shown inline (the viewer), never as a page.
    return reply
      .type(file.contentType)
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('content-disposition', `inline; filename="${file.fileName}"`)
      .send(file.content);
  });
  routeCall(app, patientAuthorizationsCall, (request) =>
    patientAuthorizations(deps, readerOf(request), request.params.id, request.query),
  );
  routeCall(app, patientAuthorizationPdfCall, async (request, reply) => {
    const pdf = await patientAuthorizationPdf(
      deps,
      readerOf(request),
      request.params,
      request.query,
    );
    return sendDownload(reply, 'pdf', `autorizacion-${request.params.nro}.pdf`, pdf);
  });
  routeCall(app, careHistoryCall, (request) =>
    careHistory(deps, readerOf(request), request.params.id, request.query),
  );

  routeCall(app, openTelemedicineCall, (request) =>
    openTelemedicine(deps, requireSession(request)),
  );
  routeCall(app, waitingRoomCall, (request) =>
    enterWaitingRoom(deps, requireSession(request), request.params.sesion, request.query),
  );
}
