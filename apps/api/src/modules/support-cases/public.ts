/**
 * What the rest of the API may use of the support-cases area: the operator's case actions the
 * operator command runs without a server, and the plugin. (The live event bus it streams from is
 * infrastructure shared with the authorizations: lib/live-events.ts.)
 */
export { operatorAction, recentCases } from './ops/ops.service.ts';
export { supportCasesPlugin, type SupportCasesDeps } from './support-cases.plugin.ts';
