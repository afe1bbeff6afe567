import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cancelPrescriptionCall,
  prescriberCall,
  prescriptionAffiliateCall,
  prescriptionDiagnosesByCodeCall,
  prescriptionDiagnosesByNameCall,
  prescriptionPdfCall,
  vademecumCall,
  writePrescriptionCall,
} from '@portal/contracts';
import { requireSession } from '../../access/require-session.ts';
import { sendDownload } from '../../lib/binary.ts';
import { routeCall } from '../../lib/call-route.ts';
import type { CaptchaVerifier } from '../../lib/captcha.ts';
import { ownProvider } from '../../lib/ownership.ts';
import { validateAffiliate } from '../affiliates/public.ts';
import { diagnosesByCode, diagnosesByName } from '../coverage/public.ts';
import { prescriptionPdf } from './pdf.service.ts';
import {
  cancelOwnPrescription,
  prescriber,
  searchVademecum,
  writePrescription,
  type Prescriber,
  type PrescriptionDeps,
} from './prescriptions.service.ts';

export type PrescriptionRouteDeps = PrescriptionDeps & { captcha: CaptchaVerifier };

function callerOf(request: FastifyRequest): Prescriber {
  const session = requireSession(request);
  return { providerId: session.providerId, userId: session.userId };
}

/** The calls of `prescriptionsCalls`: one service function each. */
export function prescriptionsRoutes(app: FastifyInstance, deps: PrescriptionRouteDeps): void {
  routeCall(app, prescriptionAffiliateCall, (request) => {
    ownProvider(callerOf(request).providerId, request.params.id);
    return validateAffiliate(deps, request.body, request.ip);
  });
  routeCall(app, vademecumCall, (request) => searchVademecum(deps, request.query.search));
  routeCall(app, prescriptionDiagnosesByCodeCall, (request) =>
    diagnosesByCode(deps, request.body.codigo),
  );
  routeCall(app, prescriptionDiagnosesByNameCall, (request) =>
    diagnosesByName(deps, request.query.denominacion, request.query.limit),
  );
  routeCall(app, prescriberCall, (request) =>
    prescriber(deps, callerOf(request), request.params.id),
  );
  routeCall(app, writePrescriptionCall, (request) =>
    writePrescription(deps, callerOf(request), request.params.id, request.body),
  );
  routeCall(app, prescriptionPdfCall, async (request, reply) => {
    const pdf = await prescriptionPdf(deps, callerOf(request), request.params);
    return sendDownload(reply, 'pdf', `receta-${request.params.numero}.pdf`, pdf);
  });
  routeCall(app, cancelPrescriptionCall, (request) =>
    cancelOwnPrescription(deps, callerOf(request), request.params),
  );
}
