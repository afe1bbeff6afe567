import type { ActivityQuery } from '@portal/contracts';
import {
  TEAM_ACTIVITY_ACTIONS,
  TEAM_ACTIVITY_CSV_MAX_ROWS,
  TEAM_ACTIVITY_PAGE_SIZE,
  teamActivityCsv,
  teamActivityDetail,
  teamActivityText,
} from '@portal/domain/user-management';
import {
  addDays,
  formatDateTime,
  formatServerDate,
  parseExp,
  pageCount,
} from '@portal/domain/format';
import type { LiveSession } from '../../access/session.ts';
import type { Db } from '../../db/client.ts';
import { countActivity, findActivity, type ActivityFilters } from './activity.repository.ts';
import { requireAdmin, type UserManagementContext } from './users.service.ts';

type Query = Omit<ActivityQuery, 'usuario' | 'pagina'> & {
  usuario?: number | undefined;
  pagina: number;
};

const dayStart = (day: string | undefined) =>
  day === undefined ? undefined : (parseExp(`${day}000000`) ?? undefined);

function filtersOf(query: Query): ActivityFilters {
  const to = dayStart(query.hasta);
  return {
    userId: query.usuario,
    action: query.accion,
    from: dayStart(query.desde),
    to: to ? addDays(to, 1) : undefined,
  };
}

type Row = Awaited<ReturnType<typeof findActivity>>[number];

const toDto = (row: Row) => ({
  id: row.id,
  fecha: formatDateTime(row.at),
  usuario: row.nombre ? `${row.nombre} ${row.apellido ?? ''}`.trim() : 'Usuario eliminado',
  email: row.email ?? '',
  accion: row.action,
  accionDesc: teamActivityText(row.action),
  detalle: teamActivityDetail(row.details),
});

/** GET usuarios/actividad: newest first, a page at a time. */
export async function teamActivity(
  deps: UserManagementContext,
  session: LiveSession,
  query: Query,
) {
  requireAdmin(session);
  return providerTeamActivity(deps.db, session.providerId, query);
}

/**
 * A provider's team activity as its admin reads it: the same page for the insurer's console,
 * which has no session of the provider's.
 */
export async function providerTeamActivity(db: Db, providerId: number, query: Query) {
  const filters = filtersOf(query);
  const total = await countActivity(db, providerId, filters);
  const paginas = pageCount(total, TEAM_ACTIVITY_PAGE_SIZE);
  const pagina = Math.min(query.pagina, paginas);
  const rows = await findActivity(db, providerId, filters, {
    limit: TEAM_ACTIVITY_PAGE_SIZE,
    offset: (pagina - 1) * TEAM_ACTIVITY_PAGE_SIZE,
  });
  return {
    actividad: rows.map(toDto),
    pagina,
    paginas,
    total,
    acciones: TEAM_ACTIVITY_ACTIONS.map(({ id, descripcion }) => ({ id, descripcion })),
  };
}

/** GET usuarios/actividad/csv: the same filters, newest first, up to the CSV's limit. */
export async function teamActivityCsvFile(
  deps: UserManagementContext,
  session: LiveSession,
  query: Query,
) {
  requireAdmin(session);
  const rows = await findActivity(deps.db, session.providerId, filtersOf(query), {
    limit: TEAM_ACTIVITY_CSV_MAX_ROWS,
    offset: 0,
  });
  return {
    fileName: `actividad-${session.providerId}-${formatServerDate(deps.clock.now())}.csv`,
    csv: teamActivityCsv(rows.map(toDto)),
  };
}
