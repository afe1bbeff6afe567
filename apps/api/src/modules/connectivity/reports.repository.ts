import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { ReportType } from '@portal/domain/connectivity';
import type { Db } from '../../db/client.ts';
import { affiliates } from '../../db/schema/affiliates.ts';
import { users } from '../../db/schema/auth.ts';
import { connectivityTransactions as t } from '../../db/schema/connectivity.ts';
import { diagnoses, providerTerminals, services } from '../../db/schema/coverage.ts';

export interface ReportFilter {
  providerId: number;
  tipo: ReportType;
  from: Date;
  toExclusive: Date;
}

const inRange = (filter: ReportFilter) =>
  and(
    eq(t.providerId, filter.providerId),
    eq(t.tipo, filter.tipo),
    gte(t.createdAt, filter.from),
    lt(t.createdAt, filter.toExclusive),
  );

/** The provider's transactions of one type in a range (index provider, tipo, created_at). */
export async function findTransactions(db: Db, filter: ReportFilter, limit: number) {
  return db
    .select({
      nroTicket: t.id,
      createdAt: t.createdAt,
      tipo: t.tipo,
      estado: t.estado,
      contra: affiliates.contra,
      middle: affiliates.middle,
      inte: affiliates.inte,
      nombre: affiliates.nombre,
      apellido: affiliates.apellido,
      serviceCodigo: t.serviceCodigo,
      serviceDescripcion: services.descripcion,
      icd: t.icd,
      diagnosis: diagnoses.denominacion,
      modCobert: t.modCobert,
      copago: t.copago,
      terminal: providerTerminals.codigo,
      usuario: sql<string>`${users.nombre} || ' ' || ${users.apellido}`,
    })
    .from(t)
    .innerJoin(affiliates, eq(affiliates.id, t.affiliateId))
    .innerJoin(users, eq(users.id, t.userId))
    .leftJoin(services, eq(services.codigo, t.serviceCodigo))
    .leftJoin(diagnoses, eq(diagnoses.codigo, t.icd))
    .leftJoin(providerTerminals, eq(providerTerminals.id, t.terminalId))
    .where(inRange(filter))
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(limit);
}

/** Totals per service (IP, II) or per diagnosis (ID): open ones, cancelled ones, copayments. */
export async function findTotals(db: Db, filter: ReportFilter) {
  const byDiagnosis = filter.tipo === 'ID';
  const code = byDiagnosis ? t.icd : sql<string>`${t.serviceCodigo}::text`;
  const description = byDiagnosis ? diagnoses.denominacion : services.descripcion;
  return db
    .select({
      codigo: sql<string>`${code}`,
      descripcion: sql<string>`coalesce(${description}, '')`,
      cantidad: sql<number>`count(*) filter (where ${t.estado} = 'abierta')`.mapWith(Number),
      anuladas: sql<number>`count(*) filter (where ${t.estado} = 'anulada')`.mapWith(Number),
      copagoTotal:
        sql<number>`coalesce(sum(${t.copago}) filter (where ${t.estado} = 'abierta'), 0)`.mapWith(
          Number,
        ),
    })
    .from(t)
    .leftJoin(services, eq(services.codigo, t.serviceCodigo))
    .leftJoin(diagnoses, eq(diagnoses.codigo, t.icd))
    .where(inRange(filter))
    .groupBy(code, description)
    .orderBy(sql`${code}`);
}
