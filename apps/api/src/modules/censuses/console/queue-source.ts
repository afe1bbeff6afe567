import { sql } from 'drizzle-orm';
import {
  CENSUS_MOVEMENT_LABELS,
  CENSUS_NEWBORN_LABELS,
  censusStateText,
  type CensusNewborn,
} from '@portal/domain/censuses';
import { queueDefinition } from '@portal/domain/queues';
import type { Db } from '../../../db/client.ts';
import type { QueueItemParts, QueueSource } from '../../../lib/staff-queue.ts';
import { typedDayOf } from '../census-rows.ts';
import { findCensusRowById } from './queue.repository.ts';

const QUEUE = queueDefinition('censos');

/** The movement's label in SQL, from the domain's one list of labels. */
const MOVEMENT_LABEL = sql.raw(
  `case c.movimiento ${Object.entries(CENSUS_MOVEMENT_LABELS)
    .map(([id, label]) => `when '${id}' then '${label.replaceAll("'", "''")}'`)
    .join(' ')} else c.movimiento end`,
);

/*
 * A row waits on the auditor from its registration: nobody answers it back (docs/decisions/0060).
 * The summary names the affiliate by number only; the name is in the item.
 */
const COLUMNS = sql`c.id, c.id as numero, c.provider_id, c.movimiento::text as tipo,
  ${MOVEMENT_LABEL} as tipo_desc, c.estado::int as estado, null::text as etapa,
  ${MOVEMENT_LABEL} || ' del ' || to_char(c.fecha, 'DD/MM/YYYY') || ' · afiliado '
    || c.contra || '/' || lpad(c.inte::text, 2, '0')
    || case when c.recien_nacido > 0 then ' · recién nacido ' || c.recien_nacido else '' end
    as resumen,
  c.created_at as received_at, c.created_at as waiting_since`;

async function detail(db: Db, id: number): Promise<QueueItemParts | null> {
  const row = await findCensusRowById(db, id);
  if (!row) return null;
  const inte = String(row.inte).padStart(2, '0');
  return {
    campos: [
      { etiqueta: 'Afiliado', valor: `${row.contra}/${inte} ${row.apellido}, ${row.nombre}` },
      { etiqueta: 'Paciente', valor: CENSUS_NEWBORN_LABELS[row.recienNacido as CensusNewborn] },
      { etiqueta: 'Movimiento', valor: CENSUS_MOVEMENT_LABELS[row.movimiento] },
      { etiqueta: 'Fecha', valor: typedDayOf(row.fecha) },
      { etiqueta: 'Código', valor: String(row.codigo) },
      { etiqueta: 'Lugar de atención', valor: row.placeDescripcion },
      ...(row.observacion ? [{ etiqueta: 'Observación', valor: row.observacion }] : []),
    ],
    archivos: [],
    historial: [
      {
        fecha: row.createdAt,
        estado: 1,
        accion: 'Censo registrado',
        origen: 'prestador',
        quien: `${row.userName} (${row.userEmail})`,
        mensaje: row.observacion,
      },
      // Rows approved before the audit began have a state but no auditor nor instant.
      ...(row.auditedAt === null
        ? []
        : [
            {
              fecha: row.auditedAt,
              estado: row.estado,
              accion: censusStateText(row.estado),
              origen: 'aseguradora' as const,
              quien:
                row.auditorName === null
                  ? 'Aseguradora'
                  : `${row.auditorName} (${row.auditorEmail})`,
              mensaje: row.mensajeAuditoria,
            },
          ]),
    ],
  };
}

/** The medical auditors' queue of census rows (docs/decisions/0060). */
export const censusQueue: QueueSource = {
  waiting: sql`select ${COLUMNS} from census_rows c
    where c.estado in (${sql.raw(QUEUE.waitingStates.join(', '))})`,
  one: (id) => sql`select ${COLUMNS} from census_rows c where c.id = ${id}`,
  decided: (from) => sql`select c.created_at as received_at, c.audited_at as decided_at
    from census_rows c
    where c.estado in (${sql.raw(QUEUE.decidedStates.join(', '))})
    and c.audited_at >= ${from.toISOString()}`,
  received: (from) => sql`select c.created_at as received_at from census_rows c
    where c.created_at >= ${from.toISOString()}`,
  stateLabel: censusStateText,
  detail,
};
