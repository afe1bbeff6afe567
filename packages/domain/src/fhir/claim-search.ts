import type { ClaimIssue } from './claim-bundle.ts';
import { parseAffiliateResourceId } from './patient-coverage.ts';

/**
 * GET /fhir/ClaimResponse's parameters: by the Claim it answers, by patient, and by last change
 * (the polling a HIS falls back on when it keeps no Subscription). A parameter this server does
 * not implement is refused, not ignored: a HIS that filters by it would read every request.
 */
export interface ClaimResponseSearch {
  nro?: number;
  affiliate?: { contra: number; inte: number };
  updated: { comparator: 'gt' | 'ge' | 'lt' | 'le'; at: Date }[];
  count: number;
}

export const CLAIM_SEARCH_LIMITS = { defaultCount: 20, maxCount: 100 } as const;

export const CLAIM_SEARCH_MESSAGES = {
  unknown: (name: string) =>
    `El parámetro ${name} no se admite: use request, patient, _lastUpdated o _count.`,
  request: 'request va como Claim/<número de autorización>.',
  patient: 'patient va como Patient/<contrato>-<integrante>, por ejemplo Patient/30000001-1.',
  lastUpdated:
    '_lastUpdated va con un prefijo gt, ge, lt o le y una fecha y hora, por ejemplo gt2026-11-29T10:00:00Z.',
  count: `_count va de 1 a ${CLAIM_SEARCH_LIMITS.maxCount}.`,
} as const;

const values = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string',
  );

export function readClaimResponseSearch(
  query: Record<string, unknown>,
): { ok: true; value: ClaimResponseSearch } | { ok: false; issues: ClaimIssue[] } {
  const issues: ClaimIssue[] = [];
  const search: ClaimResponseSearch = { updated: [], count: CLAIM_SEARCH_LIMITS.defaultCount };
  for (const [name, raw] of Object.entries(query)) {
    const all = values(raw);
    if (name === '_format') continue;
    if (name === 'request') {
      const match = all.length === 1 ? /^(?:Claim\/)?(\d{1,9})$/.exec(all[0]!) : null;
      if (match) search.nro = Number(match[1]);
      else issues.push({ expression: 'request', message: CLAIM_SEARCH_MESSAGES.request });
    } else if (name === 'patient') {
      const id =
        all.length === 1 ? parseAffiliateResourceId(all[0]!.replace(/^Patient\//, '')) : null;
      if (id) search.affiliate = id;
      else issues.push({ expression: 'patient', message: CLAIM_SEARCH_MESSAGES.patient });
    } else if (name === '_lastUpdated') {
      for (const text of all.length > 0 ? all : ['']) {
        const match = /^(gt|ge|lt|le)(\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2}))?)$/.exec(
          text,
        );
        const at = match ? new Date(match[2]!) : null;
        if (match && at && !Number.isNaN(at.getTime())) {
          search.updated.push({ comparator: match[1] as 'gt' | 'ge' | 'lt' | 'le', at });
        } else {
          issues.push({ expression: '_lastUpdated', message: CLAIM_SEARCH_MESSAGES.lastUpdated });
        }
      }
    } else if (name === '_count') {
      const count = all.length === 1 && /^\d{1,3}$/.test(all[0]!) ? Number(all[0]) : 0;
      if (count >= 1 && count <= CLAIM_SEARCH_LIMITS.maxCount) search.count = count;
      else issues.push({ expression: '_count', message: CLAIM_SEARCH_MESSAGES.count });
    } else {
      // An expression is never blank (R4 forbids it): a nameless parameter points at the search.
      const shown = name.trim() === '' ? 'ClaimResponse' : name.slice(0, 40);
      issues.push({ expression: shown, message: CLAIM_SEARCH_MESSAGES.unknown(shown) });
    }
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: search };
}
