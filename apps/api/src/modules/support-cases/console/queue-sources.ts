import { sql, type SQL } from 'drizzle-orm';
import { CHANGE_SECTION_LABELS, queueDefinition, type QueueId } from '@portal/domain/queues';
import { DEBIT_CLAIM_MOTIVO } from '@portal/domain/settlements';
import { CASE_STATE_DESCRIPTIONS, type CaseStateId } from '@portal/domain/support-cases';
import type { Db } from '../../../db/client.ts';
import type { QueueItemParts, QueueSource } from '../../../lib/staff-queue.ts';
import {
  findCaseFile,
  findCaseFiles,
  findCaseStages,
  findProfileChange,
  findStaffCase,
} from './queue.repository.ts';

/*
 * Three queues are support cases: the support staff's (by area), the Mis datos changes (a case
 * with a profile change request, for contracting) and the debit claims (a settlements case under
 * the debit reason). Each case is in one of them only.
 */
const IS_PROFILE_CHANGE = sql`exists (select 1 from profile_change_requests r where r.case_id = c.id)`;
const IS_DEBIT_CLAIM = sql`c.motivo_web_id in (select id from support_reasons where descripcion = ${DEBIT_CLAIM_MOTIVO})`;

/** A case is the insurer's since it was filed or the provider last answered. */
const WAITING_SINCE = sql`greatest(c.created_at, coalesce(c.reply_at, c.created_at))`;

const states = (list: readonly number[]) => sql.raw(list.join(', '));

function caseQueue(id: QueueId, kindOf: SQL, tipo: { code: SQL; label: SQL }): QueueSource {
  const queue = queueDefinition(id);
  const columns = sql`c.id, c.nro_tramite as numero, c.provider_id, ${tipo.code} as tipo,
    ${tipo.label} as tipo_desc, c.estado::int as estado, null::text as etapa,
    sr.descripcion as resumen,
    c.created_at as received_at, ${WAITING_SINCE} as waiting_since`;
  const from = sql`support_cases c join support_areas sa on sa.id = c.area_id
    join support_reasons sr on sr.id = c.motivo_web_id`;
  return {
    waiting: sql`select ${columns} from ${from}
      where c.estado in (${states(queue.waitingStates)}) and ${kindOf}`,
    one: (caseId) => sql`select ${columns} from ${from} where c.id = ${caseId} and ${kindOf}`,
    decided: (since) => sql`select c.created_at as received_at, c.closed_at as decided_at
      from support_cases c where c.estado in (${states(queue.decidedStates)})
      and c.closed_at >= ${since.toISOString()} and ${kindOf}`,
    received: (since) => sql`select c.created_at as received_at from support_cases c
      where c.created_at >= ${since.toISOString()} and ${kindOf}`,
    stateLabel: (estado) => CASE_STATE_DESCRIPTIONS[estado as CaseStateId] ?? String(estado),
    detail,
    file: (db, caseId, fileId) => findCaseFile(db, caseId, fileId),
  };
}

const optional = (etiqueta: string, valor: string | number | null | undefined) =>
  valor === null || valor === undefined || valor === '' ? [] : [{ etiqueta, valor: String(valor) }];

async function detail(db: Db, id: number): Promise<QueueItemParts | null> {
  const row = await findStaffCase(db, id);
  if (!row) return null;
  const [change, files, stages] = await Promise.all([
    findProfileChange(db, id),
    findCaseFiles(db, id),
    findCaseStages(db, id),
  ]);
  const affiliate =
    row.contraAfi === null
      ? null
      : `${row.contraAfi}/${row.inteAfi ?? ''} ${row.nombreApeAfi ?? ''}`;
  return {
    campos: [
      { etiqueta: 'Área', valor: row.area },
      { etiqueta: 'Motivo', valor: row.motivo },
      ...optional('Detalle', row.detalle),
      ...optional('Observación', row.observacion),
      ...optional('Información', row.info1),
      ...optional('Afiliado', affiliate?.trim()),
      ...optional('Autorización', row.nroAutorizacion),
      ...optional(
        'Comprobante',
        [row.comprobanteTipo, row.comprobanteNumero].filter(Boolean).join(' '),
      ),
      ...optional('Expediente', row.expedienteNumero),
      ...optional('Correos de aviso', row.emails.join(', ')),
      ...optional(
        'Sección de Mis datos',
        change && (CHANGE_SECTION_LABELS[change.section] ?? change.section),
      ),
      ...(change?.cambios ?? []).map((cambio) => ({
        etiqueta: cambio.campo,
        valor: `${cambio.antes || '(vacío)'} → ${cambio.despues || '(vacío)'}`,
      })),
    ],
    archivos: files.map((file) => ({
      id: file.id,
      nombre: file.fileName,
      tamano: file.size,
      tipoContenido: file.contentType,
      fecha: file.createdAt,
      origen: file.origin === 'SCAP' ? 'aseguradora' : 'prestador',
    })),
    historial: stages.map((stage) => ({
      fecha: stage.createdAt,
      estado: stage.estado,
      accion: stage.accion,
      ...(stage.userEmail !== null
        ? {
            origen: 'prestador' as const,
            quien: `${stage.userName ?? ''} (${stage.userEmail})`.trim(),
          }
        : stage.operator !== null
          ? { origen: 'aseguradora' as const, quien: stage.operator }
          : { origen: 'sistema' as const, quien: 'Sistema' }),
      mensaje: stage.obsWeb,
    })),
  };
}

/** The support staff's cases, by area. */
export const supportCaseQueue = caseQueue(
  'casos',
  sql`not ${IS_PROFILE_CHANGE} and not ${IS_DEBIT_CLAIM}`,
  { code: sql`sa.area::text`, label: sql`sa.descripcion` },
);

const SECTION = sql`(select r.section from profile_change_requests r where r.case_id = c.id limit 1)::text`;
const SECTION_LABEL = sql`case ${SECTION} ${sql.join(
  Object.entries(CHANGE_SECTION_LABELS).map(([code, label]) => sql`when ${code} then ${label}`),
  sql` `,
)} else ${SECTION} end`;

/** Contracting's Mis datos changes, by section. */
export const profileChangeQueue = caseQueue('cambios-de-datos', IS_PROFILE_CHANGE, {
  code: SECTION,
  label: SECTION_LABEL,
});

/** Settlements' debit claims, by voucher type. */
export const debitClaimQueue = caseQueue('reclamos-de-debitos', IS_DEBIT_CLAIM, {
  code: sql`coalesce(c.comprobante_tipo, '')::text`,
  label: sql`coalesce(c.comprobante_tipo, '')::text`,
});

/**
 * Which console queue a case is in, by its kind (not its state), and its queue id; null for a
 * number no case has. For the console's live events after any stage of a case.
 */
export async function caseQueueOf(
  db: Db,
  nroTramite: number,
): Promise<{ cola: QueueId; id: number } | null> {
  const result: unknown = await db.execute(sql`select c.id,
    case when ${IS_PROFILE_CHANGE} then 'cambios-de-datos'
      when ${IS_DEBIT_CLAIM} then 'reclamos-de-debitos' else 'casos' end as cola
    from support_cases c where c.nro_tramite = ${nroTramite}`);
  const [row] = (result as { rows: { id: number | string; cola: QueueId }[] }).rows;
  return row ? { cola: row.cola, id: Number(row.id) } : null;
}
