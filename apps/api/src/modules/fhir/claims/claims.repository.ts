import { and, asc, desc, eq, gt, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  authorizationEvents,
  authorizations,
  authorizationServices,
} from '../../../db/schema/authorizations.ts';
import { auditLog } from '../../../db/schema/core.ts';

/**
 * The provider's authorizations as FHIR reads them. Every query is bounded by the caller's
 * provider: another provider's request is simply not found.
 */

const columns = {
  id: authorizations.id,
  nroAutorizacion: authorizations.nroAutorizacion,
  providerId: authorizations.providerId,
  estado: authorizations.estado,
  datos: authorizations.datos,
  createdAt: authorizations.createdAt,
  updatedAt: authorizations.updatedAt,
  fechaOrden: authorizations.fechaOrden,
  validezHasta: authorizations.validezHasta,
  contra: authorizations.contra,
  inte: authorizations.inte,
  observacionAuditor: authorizations.observacionAuditor,
};

export type AuthorizationRow = Awaited<ReturnType<typeof findOwnAuthorization>> & {};

export async function findOwnAuthorization(db: Db, providerId: number, nro: number) {
  const [row] = await db
    .select(columns)
    .from(authorizations)
    .where(and(eq(authorizations.providerId, providerId), eq(authorizations.nroAutorizacion, nro)));
  return row ?? null;
}

export interface AuthorizationFilter {
  nro?: number;
  affiliate?: { contra: number; inte: number };
  updated: { comparator: 'gt' | 'ge' | 'lt' | 'le'; at: Date }[];
  count: number;
}

const COMPARE = { gt, ge: gte, lt, le: lte } as const;

/** Oldest change first, so a HIS polling with _lastUpdated=gt<last seen> misses nothing. */
export function searchOwnAuthorizations(db: Db, providerId: number, filter: AuthorizationFilter) {
  const conditions: SQL[] = [eq(authorizations.providerId, providerId)];
  if (filter.nro !== undefined) conditions.push(eq(authorizations.nroAutorizacion, filter.nro));
  if (filter.affiliate) {
    conditions.push(eq(authorizations.contra, filter.affiliate.contra));
    conditions.push(eq(authorizations.inte, filter.affiliate.inte));
  }
  for (const bound of filter.updated) {
    conditions.push(COMPARE[bound.comparator](authorizations.updatedAt, bound.at));
  }
  return db
    .select(columns)
    .from(authorizations)
    .where(and(...conditions))
    .orderBy(asc(authorizations.updatedAt), asc(authorizations.id))
    .limit(filter.count);
}

export async function findServicesOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, ServiceRow[]>();
  const rows = await db
    .select({
      authorizationId: authorizationServices.authorizationId,
      codigo: authorizationServices.codigo,
      descripcion: authorizationServices.descripcion,
      cantidad: authorizationServices.cantidad,
    })
    .from(authorizationServices)
    .where(inArray(authorizationServices.authorizationId, [...ids]))
    .orderBy(asc(authorizationServices.id));
  const byRequest = new Map<number, ServiceRow[]>();
  for (const row of rows) {
    byRequest.set(row.authorizationId, [...(byRequest.get(row.authorizationId) ?? []), row]);
  }
  return byRequest;
}
type ServiceRow = { codigo: number; descripcion: string; cantidad: number };

/** What the auditor last wrote on each request (an observation, a decision's reason). */
export async function lastAuditorMessages(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .selectDistinctOn([authorizationEvents.authorizationId], {
      authorizationId: authorizationEvents.authorizationId,
      mensaje: authorizationEvents.mensaje,
    })
    .from(authorizationEvents)
    .where(
      and(
        inArray(authorizationEvents.authorizationId, [...ids]),
        eq(authorizationEvents.origen, 'auditor'),
      ),
    )
    .orderBy(authorizationEvents.authorizationId, desc(authorizationEvents.id));
  return new Map(rows.flatMap((row) => (row.mensaje ? [[row.authorizationId, row.mensaje]] : [])));
}

/**
 * The team's activity row a web filing makes (ADR 0023), for a filing through FHIR: the admin
 * sees the HIS's filings as the user its client acts as. No patient datum in the details.
 */
export async function recordFiledActivity(
  db: Db,
  entry: { at: Date; userId: number; providerId: number; clientId: string },
) {
  await db.insert(auditLog).values({
    at: entry.at,
    action: 'authorization.filed',
    userId: entry.userId,
    providerId: entry.providerId,
    details: { canal: 'FHIR', cliente: entry.clientId },
  });
}
