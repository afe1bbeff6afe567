import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/auth.ts';
import { managementUnits, providerManagementUnits } from '../../../db/schema/core.ts';
import { supportAreas, supportReasons } from '../../../db/schema/support-cases.ts';

/** The lists a new case is built from: management units, areas, reasons, e-mails, authorizations. */

export function listManagementUnits(db: Db, providerId: number) {
  return db
    .select({ id: managementUnits.id, descripcion: managementUnits.descripcion })
    .from(providerManagementUnits)
    .innerJoin(managementUnits, eq(managementUnits.id, providerManagementUnits.unitId))
    .where(eq(providerManagementUnits.providerId, providerId))
    .orderBy(asc(managementUnits.id));
}

export function listAreas(db: Db, ambit: 'A' | 'I') {
  return db
    .select({ id: supportAreas.id, descripcion: supportAreas.descripcion, area: supportAreas.area })
    .from(supportAreas)
    .where(sql`${supportAreas.ambito} is null or ${supportAreas.ambito} = ${ambit}`)
    .orderBy(
      sql`case ${supportAreas.area} when 'contrataciones' then 0 when 'autorizaciones' then 1 else 2 end`,
    );
}

export function listReasons(
  db: Db,
  area: string,
  filter: { tipo?: string; odontology?: boolean } = {},
) {
  const conditions: SQL[] = [eq(supportReasons.area, area)];
  if (filter.tipo)
    conditions.push(sql`position(${filter.tipo} in ${supportReasons.tiposPrestador}) > 0`);
  if (filter.odontology === false) conditions.push(eq(supportReasons.soloOdonto, false));
  return db
    .select()
    .from(supportReasons)
    .where(and(...conditions))
    .orderBy(asc(supportReasons.sort));
}

/** The provider's own e-mail and its users' e-mails (active users only). */
export function listProviderEmails(db: Db, providerId: number) {
  return db
    .select({ email: users.email, nombre: users.nombre, apellido: users.apellido })
    .from(users)
    .where(and(eq(users.providerId, providerId), sql`${users.disabledAt} is null`))
    .orderBy(asc(users.id));
}
