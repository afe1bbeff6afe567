/**
 * What the rest of the API may use of the authorizations area: the provider's authorizations a
 * support case can be about (one table, one owner), and the insurer's queue and decision the
 * operator command runs without a server; the printable authorization atencion-medica offers.
 */
export { findCaseAuthorizations } from './shared/support-search.repository.ts';
export { operatorDecision, operatorQueue, type OpsDeps } from './ops/ops.service.ts';
export { authorizationPdf } from './reads/pdf.service.ts';
export { observedBrief } from './inbox/inbox.service.ts';
/** The medical auditors' queue of requests, read by the console (docs/decisions/0058). */
export { authorizationQueue } from './console/queue-source.ts';
/** The medical authorization filed by FHIR's Claim $submit: the web form's one filing path. */
export { fileMedicalAuthorization } from './filing/other-doors.ts';
