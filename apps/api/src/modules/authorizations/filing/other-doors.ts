import type { MedicalAuthorizationRequest } from '@portal/contracts';
import type { AuthorizationDeps } from '../shared/deps.ts';
import { fileRequest } from './filing.service.ts';
import { medicalDraft } from './kinds.ts';

/**
 * The web form's medical authorization filed by another door (a HIS through FHIR's Claim
 * $submit): the same body, draft and filing service, so every rule and effect is the web's.
 * The one thing FHIR adds is the principal diagnosis, checked against the ICD-10 catalogue as a
 * hospitalization notice's is, and kept with the request's own fields.
 */
export function fileMedicalAuthorization(
  deps: AuthorizationDeps,
  caller: { userId: number; providerId: number },
  body: MedicalAuthorizationRequest,
  diagnosis: string | null,
) {
  const draft = medicalDraft(caller.providerId, body);
  return fileRequest(
    deps,
    { ...caller, email: '' },
    diagnosis === null
      ? draft
      : { ...draft, diagnosis, datos: { ...draft.datos, diagnostico: diagnosis } },
  );
}
