/**
 * What the rest of the API may use of the support-cases area: the operator's case actions the
 * operator command runs without a server, filing a case (Mis datos files its requests through
 * it, with its own rows in the same transaction), what runs when a case ends, and the plugin.
 * (The live event bus it streams from is infrastructure shared with the authorizations:
 * lib/live-events.ts.)
 */
export { operatorAction, recentCases } from './ops/ops.service.ts';
/** The console's move of a case to another support area (docs/decisions/0059). */
export { moveCaseArea } from './ops/move-area.service.ts';
export { supportCasesPlugin, type SupportCasesDeps } from './support-cases.plugin.ts';
export { fileCase, type WithinFiling } from './writes/filing.service.ts';
export type { CaseWriteDeps } from './shared/case-notices.ts';
export { whenCaseCloses, type CaseClosedHook, type ClosedCase } from './shared/case-closing.ts';
/** The pending inbox's counter (cases waiting for the provider's answer), as the menu shows it. */
export { pendingCount } from './reads/inbox.service.ts';
/** The console's queues made of cases: support's, Mis datos changes, debit claims (ADR 0058). */
export { debitClaimQueue, profileChangeQueue, supportCaseQueue } from './console/queue-sources.ts';
