/**
 * What other modules may use of the censuses area: the medical auditors' queue of census rows
 * and their decision on one (docs/decisions/0060), read and called by the console's queues.
 */
export { censusQueue } from './console/queue-source.ts';
export { decideCensus, type CensusAuditor } from './console/decision.service.ts';
