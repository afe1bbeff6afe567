/**
 * What the rest of the API may use of the support-cases area: the live event bus app.ts builds
 * for the database (it carries the authorizations' events too), and the operator's case actions the operator command runs without a server.
 */
export {
  CASE_EVENTS_CHANNEL,
  isAuthorizationEvent,
  memoryCaseEvents,
  notifyingCaseEvents,
  postgresCaseEvents,
  type AuthorizationBusEvent,
  type CaseEventBus,
  type LiveEvent,
} from './events/case-events.ts';
export { SSE_HEARTBEAT_MS } from './events/event-stream.ts';
export { operatorAction, recentCases } from './ops/ops.service.ts';
export { supportCasesPlugin, type SupportCasesDeps } from './support-cases.plugin.ts';
