import type { CaseSearchRequest } from '@portal/contracts';

/** Query keys of the support centre; the live events invalidate them by prefix. */
export const caseKeys = {
  all: ['support-cases'] as const,
  inbox: ['support-cases', 'inbox'] as const,
  inboxCount: ['support-cases', 'inbox', 'count'] as const,
  inboxList: ['support-cases', 'inbox', 'list'] as const,
  searches: ['support-cases', 'search'] as const,
  search: (request: CaseSearchRequest) => ['support-cases', 'search', request] as const,
  case: (nroTramite: number) => ['support-cases', 'case', nroTramite] as const,
  reference: (...parts: (string | number)[]) => ['support-cases', 'reference', ...parts] as const,
};
