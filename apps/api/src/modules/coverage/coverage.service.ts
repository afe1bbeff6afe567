import {
  AFFILIATE_MESSAGES,
  affiliateVerdict,
  type AffiliateVerdict,
} from '@portal/domain/affiliates';
import {
  coverageDecision,
  isCoverageModality,
  normalizeIcd,
  searchKey,
  transactionOrigin,
  type CoverageDecision,
  type CoverageResult,
} from '@portal/domain/coverage';
import type { CoverageQuery } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ownProvider } from '../../lib/ownership.ts';
import {
  findAgreedServices,
  findCoverageFacts,
  findDiagnosesByCode,
  findDiagnosesByName,
  findExceptedServices,
  findProviderConnectivity,
  isAuthorizable,
  searchServicesByCode,
  searchServicesByDescription,
  type CoverageFacts,
} from './coverage.repository.ts';

export interface CoverageDeps {
  db: Db;
  clock: Clock;
}

export type ProviderConnectivity = Awaited<ReturnType<typeof findProviderConnectivity>>;

export interface CoverageAssessment {
  /** The affiliate row that matched (the middle part asked for, or the first on record). */
  affiliate: CoverageFacts | null;
  verdict: AffiliateVerdict;
  service: NonNullable<CoverageFacts['service']> | null;
  /** Null when the affiliate is not valid, the service is unknown or the plan does not list it. */
  coverage: CoverageResult | null;
  decision: CoverageDecision | null;
  copago: number | null;
}

/** The §5 affiliate rules and the §4 modality rules over the facts of one query. */
export function assessCoverage(
  rows: readonly CoverageFacts[],
  middle: number | undefined,
  connectivity: ProviderConnectivity,
): CoverageAssessment {
  const row =
    (middle === undefined ? rows[0] : rows.find((candidate) => candidate.middle === middle)) ??
    rows[0] ??
    null;
  const stale = row !== null && middle !== undefined && row.middle !== middle;
  const verdict = affiliateVerdict({
    affiliate: row,
    credential: { error: stale, error_desc: stale ? AFFILIATE_MESSAGES.staleCredential : null },
  });
  const service = row?.service ?? null;
  if (
    !row ||
    !verdict.isValid ||
    !service ||
    !row.modCobert ||
    !isCoverageModality(row.modCobert)
  ) {
    return { affiliate: row, verdict, service, coverage: null, decision: null, copago: null };
  }
  const hasTerminal = connectivity.terminals.length > 0;
  const coverage: CoverageResult = {
    mod_cobert: row.modCobert,
    exceptuada: row.exceptuada === 'S' ? 'S' : 'N',
    terminales: hasTerminal ? 'S' : 'N',
    circulo: connectivity.circle ? 'S' : 'N',
    origenDeTransaccion: transactionOrigin(hasTerminal),
  };
  return {
    affiliate: row,
    verdict,
    service,
    coverage,
    decision: coverageDecision(coverage),
    copago: row.copago,
  };
}

/** GET {scope}/cobertura: the coverage result, or null (the §8 empty result). */
export async function coverageCheck(
  deps: CoverageDeps,
  providerId: number,
  query: CoverageQuery,
): Promise<CoverageResult | null> {
  ownProvider(providerId, query.prestador);
  const [rows, connectivity] = await Promise.all([
    findCoverageFacts(
      deps.db,
      query.contratoAfilmed,
      query.integranteAfilmed,
      query.prestacion,
      isoDay(query.fecha),
    ),
    findProviderConnectivity(deps.db, providerId),
  ]);
  const assessment = assessCoverage(rows, undefined, connectivity);
  const { affiliate, service } = assessment;
  if (
    !affiliate ||
    affiliate.prepagaId !== query.prepagaAfilmed ||
    affiliate.planId !== query.codigoPlan ||
    (query.nomenclador !== undefined && service?.nomenclador !== query.nomenclador)
  ) {
    return null;
  }
  return assessment.coverage;
}

export async function authorizable(deps: CoverageDeps, codigo: number, nomenclador: string) {
  return { esAutorizable: await isAuthorizable(deps.db, codigo, nomenclador) };
}

export async function searchServices(
  deps: CoverageDeps,
  query: { codigo?: string | undefined; descripcion?: string | undefined; limit: number },
) {
  if (query.codigo !== undefined) return searchServicesByCode(deps.db, query.codigo, query.limit);
  const key = searchKey(query.descripcion ?? '');
  return key === '' ? [] : searchServicesByDescription(deps.db, key, query.limit);
}

/** 'YYYYMMDD' → 'YYYY-MM-DD', the form date columns compare with. */
export const isoDay = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
/** 'YYYY-MM-DD' → 'YYYYMMDD', how dates travel (spec §5). */
export const serverDayOf = (iso: string) => iso.replaceAll('-', '');

export async function agreedServicesOf(
  deps: CoverageDeps,
  providerId: number,
  query: {
    prestadCodigo: number;
    fecha: string;
    prestacDesc?: string | undefined;
    plan?: number | undefined;
    prestacCodigo?: number | undefined;
    prestadLugar?: number | undefined;
  },
) {
  ownProvider(providerId, query.prestadCodigo);
  const descriptionKey = query.prestacDesc ? searchKey(query.prestacDesc) : undefined;
  const rows = await findAgreedServices(deps.db, {
    providerId,
    day: isoDay(query.fecha),
    descriptionKey: descriptionKey || undefined,
    planId: query.plan,
    serviceCodigo: query.prestacCodigo,
    placeId: query.prestadLugar,
  });
  return rows.map((row) => ({
    ...row,
    vigenciaDesde: serverDayOf(row.vigenciaDesde),
    vigenciaHasta: row.vigenciaHasta === null ? null : serverDayOf(row.vigenciaHasta),
  }));
}

const shownIcd = (codigo: string) =>
  codigo.length > 3 ? `${codigo.slice(0, 3)}.${codigo.slice(3)}` : codigo;

export async function diagnosesByCode(deps: CoverageDeps, codigo: string) {
  const rows = await findDiagnosesByCode(deps.db, normalizeIcd(codigo), 20);
  return rows.map((row) => ({ ...row, codigo: shownIcd(row.codigo) }));
}

export async function diagnosesByName(deps: CoverageDeps, denominacion: string, limit: number) {
  const key = searchKey(denominacion);
  if (key === '') return [];
  const rows = await findDiagnosesByName(deps.db, key, limit);
  return rows.map((row) => ({ ...row, codigo: shownIcd(row.codigo) }));
}

export async function exceptedServices(deps: CoverageDeps, planId: number) {
  return findExceptedServices(deps.db, planId);
}
