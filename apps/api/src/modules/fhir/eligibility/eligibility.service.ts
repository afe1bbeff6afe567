import {
  affiliateResourceId,
  eligibilityQuestion,
  eligibilityResponse,
  echoedRequest,
  type ServiceAnswer,
} from '@portal/domain/fhir';
import type { LiveSession } from '../../../access/session.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { findAffiliatesByNumber, validationAnswer } from '../../affiliates/public.ts';
import {
  assessCoverage,
  findCoverageFacts,
  findProviderConnectivity,
} from '../../coverage/public.ts';
import { recordValidation } from '../../home/public.ts';
import { FhirError } from '../server/fhir-errors.ts';

export interface EligibilityDeps {
  db: Db;
  clock: Clock;
}

/**
 * CoverageEligibilityRequest → CoverageEligibilityResponse (docs/decisions/0065): the portal's
 * validation answer (affiliates' validationAnswer over the validator's lookup, so every §5
 * message is the spec's text) and, per requested service, the coverage check's §4 assessment
 * for the caller's provider (coverage's assessCoverage over its facts and connectivity).
 */
export async function checkEligibility(deps: EligibilityDeps, session: LiveSession, body: unknown) {
  const read = eligibilityQuestion(body);
  if (!read.question) throw new FhirError(400, read.problem);
  const { affiliate, services, day } = read.question;
  const rows = await findAffiliatesByNumber(deps.db, affiliate.contra, affiliate.inte);
  const answer = validationAnswer(affiliate, rows);
  await recordValidation(deps, session, affiliate, answer);

  let answers: ServiceAnswer[] = [];
  if (answer.isValid && services.length > 0) {
    const connectivity = await findProviderConnectivity(deps.db, session.providerId);
    answers = await Promise.all(
      services.map(async (code) => {
        const facts = await findCoverageFacts(deps.db, affiliate.contra, affiliate.inte, code, day);
        const assessment = assessCoverage(facts, affiliate.middle, connectivity);
        return {
          code,
          description: assessment.service?.descripcion ?? null,
          modality: assessment.coverage?.mod_cobert ?? null,
          decision: assessment.decision
            ? { kind: assessment.decision.kind, message: assessment.decision.message }
            : null,
        };
      }),
    );
  }
  return eligibilityResponse({
    request: echoedRequest(body),
    patientId: answer.affiliate ? affiliateResourceId(answer.credential) : null,
    isValid: answer.isValid,
    message: answer.mensaje,
    services: answers,
    created: deps.clock.now().toISOString(),
  });
}
