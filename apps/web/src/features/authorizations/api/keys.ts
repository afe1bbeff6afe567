import type { RequestSearchQuery } from '@portal/contracts';

/** Query keys of the transaction area; the live events invalidate them by prefix. */
export const authorizationKeys = {
  all: ['authorizations'] as const,
  options: (provider: number) => ['authorizations', 'options', provider] as const,
  searches: ['authorizations', 'search'] as const,
  search: (query: Partial<RequestSearchQuery>) => ['authorizations', 'search', query] as const,
  details: ['authorizations', 'detail'] as const,
  detail: (nro: number) => ['authorizations', 'detail', nro] as const,
  inbox: ['authorizations', 'inbox'] as const,
};
