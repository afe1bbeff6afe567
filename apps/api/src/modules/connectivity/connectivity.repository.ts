import { and, eq, sql } from 'drizzle-orm';
import type { TransactionState } from '@portal/domain/connectivity';
import type { Db } from '../../db/client.ts';
import { affiliates } from '../../db/schema/affiliates.ts';
import { users } from '../../db/schema/auth.ts';
import { connectivityTransactions } from '../../db/schema/connectivity.ts';
import { providers } from '../../db/schema/core.ts';
import { circles, diagnoses, providerTerminals, services } from '../../db/schema/coverage.ts';

export type NewTransaction = typeof connectivityTransactions.$inferInsert;

export async function insertTransaction(db: Db, values: NewTransaction): Promise<number> {
  const [row] = await db
    .insert(connectivityTransactions)
    .values(values)
    .returning({ id: connectivityTransactions.id });
  return row!.id;
}

/** A provider's transaction, locked for the rest of the database transaction. */
export async function lockTransaction(db: Db, providerId: number, ticket: number) {
  const [row] = await db
    .select({
      id: connectivityTransactions.id,
      tipo: connectivityTransactions.tipo,
      estado: connectivityTransactions.estado,
      affiliateId: connectivityTransactions.affiliateId,
      planId: connectivityTransactions.planId,
      terminalId: connectivityTransactions.terminalId,
      circleId: connectivityTransactions.circleId,
      origen: connectivityTransactions.origen,
    })
    .from(connectivityTransactions)
    .where(
      and(
        eq(connectivityTransactions.id, ticket),
        eq(connectivityTransactions.providerId, providerId),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Cancels a transaction and, for a service, its open diagnoses. */
export async function cancelTransaction(
  db: Db,
  ticket: number,
  userId: number,
  now: Date,
  withChildren: boolean,
) {
  const cancelled = {
    estado: 'anulada' as TransactionState,
    cancelledAt: now,
    cancelledBy: userId,
  };
  await db
    .update(connectivityTransactions)
    .set(cancelled)
    .where(eq(connectivityTransactions.id, ticket));
  if (withChildren) {
    await db
      .update(connectivityTransactions)
      .set(cancelled)
      .where(
        and(
          eq(connectivityTransactions.parentId, ticket),
          eq(connectivityTransactions.estado, 'abierta'),
        ),
      );
  }
}

/** A terminal of the provider by code (active ones only). */
export async function findActiveTerminal(db: Db, providerId: number, codigo: string) {
  const [row] = await db
    .select({ id: providerTerminals.id })
    .from(providerTerminals)
    .where(
      and(
        eq(providerTerminals.providerId, providerId),
        eq(providerTerminals.codigo, codigo),
        eq(providerTerminals.activa, true),
      ),
    );
  return row ?? null;
}

const t = connectivityTransactions;

/** Everything a printed ticket shows, in one query; null when it is not the provider's. */
export async function findTicket(db: Db, providerId: number, ticket: number) {
  const [row] = await db
    .select({
      id: t.id,
      tipo: t.tipo,
      estado: t.estado,
      createdAt: t.createdAt,
      cancelledAt: t.cancelledAt,
      fechaPrestacion: t.fechaPrestacion,
      parentId: t.parentId,
      planId: t.planId,
      cantidad: t.cantidad,
      modCobert: t.modCobert,
      copago: t.copago,
      origen: t.origen,
      providerId: providers.id,
      providerName: sql<string>`trim(${providers.nombreAbre} || ' ' || ${providers.apeRazonSocial})`,
      providerCuit: providers.cuit,
      contra: affiliates.contra,
      middle: affiliates.middle,
      inte: affiliates.inte,
      nombre: affiliates.nombre,
      apellido: affiliates.apellido,
      serviceCodigo: services.codigo,
      serviceDescripcion: services.descripcion,
      terminal: providerTerminals.codigo,
      circle: {
        id: circles.id,
        descripcion: circles.descripcion,
        cuit: circles.cuit,
      },
      usuario: sql<string>`${users.nombre} || ' ' || ${users.apellido}`,
      diagnosticos: sql<
        { nroTicket: number; codigo: string; denominacion: string; estado: TransactionState }[]
      >`coalesce((
        select json_agg(json_build_object('nroTicket', d.id, 'codigo', d.icd, 'denominacion', dx.denominacion, 'estado', d.estado) order by d.id)
        from ${connectivityTransactions} d join ${diagnoses} dx on dx.codigo = d.icd
        where d.icd is not null and (d.id = ${t.id} or d.parent_id = ${t.id})
      ), '[]'::json)`,
    })
    .from(t)
    .innerJoin(providers, eq(providers.id, t.providerId))
    .innerJoin(affiliates, eq(affiliates.id, t.affiliateId))
    .innerJoin(users, eq(users.id, t.userId))
    .leftJoin(services, eq(services.codigo, t.serviceCodigo))
    .leftJoin(providerTerminals, eq(providerTerminals.id, t.terminalId))
    .leftJoin(circles, eq(circles.id, t.circleId))
    .where(and(eq(t.id, ticket), eq(t.providerId, providerId)));
  return row ?? null;
}
export type TicketRow = NonNullable<Awaited<ReturnType<typeof findTicket>>>;
