import type { FastifyInstance } from 'fastify';
import {
  bulkValidationCall,
  contractDataCall,
  coveragePdfCall,
  fiscalDataCall,
  therapeuticTokenCall,
  validateAffiliateCall,
} from '@portal/contracts';
import { requireSession } from '../../access/require-session.ts';
import { sendDownload } from '../../lib/binary.ts';
import { routeCall } from '../../lib/call-route.ts';
import { ownProvider } from '../../lib/ownership.ts';
import { recordValidation } from '../home/public.ts';
import { writeBeforeTheAnswer } from '../../plugins/answer-writes.ts';
import { validateBulk } from './bulk-validation.service.ts';
import {
  validateAffiliate,
  contractData,
  coveragePdf,
  fiscalData,
  therapeuticToken,
  type AffiliatesDeps,
} from './affiliates.service.ts';

/** Affiliate validation (tramitesonline/validar-afiliado): the calls of `affiliatesCalls`. */
export function affiliatesRoutes(app: FastifyInstance, deps: AffiliatesDeps): void {
  routeCall(app, validateAffiliateCall, async (request) => {
    const session = requireSession(request);
    ownProvider(session.providerId, request.params.id);
    const answer = await validateAffiliate(deps, request.body, request.ip);
    // The user's home lists it among their recent validations: written while the answer is
    // sent, which waits for it (and for the team activity row, at the same time).
    writeBeforeTheAnswer(request, recordValidation(deps, session, request.body, answer));
    return answer;
  });

  routeCall(app, fiscalDataCall, (request) => fiscalData(deps, request.params.documento));

  routeCall(app, therapeuticTokenCall, (request) => therapeuticToken(deps, request.params));

  routeCall(app, contractDataCall, (request) => contractData(deps, request.params.contra));

  routeCall(app, coveragePdfCall, async (request, reply) => {
    const { contra, inte } = request.params;
    const provider = { id: requireSession(request).providerId };
    const pdf = await coveragePdf(deps, provider, request.params);
    const fileName = `cobertura-${contra}-${String(inte).padStart(2, '0')}.pdf`;
    return sendDownload(reply, 'pdf', fileName, pdf);
  });

  routeCall(app, bulkValidationCall, (request) => validateBulk(deps, request.body, request.ip));
}
