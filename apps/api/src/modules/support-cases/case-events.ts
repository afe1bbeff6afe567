/** Transitional: app.ts and cli/operator.ts import this path; they move to './public.ts'. */
export {
  CASE_EVENTS_CHANNEL,
  memoryCaseEvents,
  notifyingCaseEvents,
  postgresCaseEvents,
  type CaseEventBus,
} from './public.ts';
