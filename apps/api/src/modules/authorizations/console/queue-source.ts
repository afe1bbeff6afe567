import { sql } from 'drizzle-orm';
import { formatAffiliateNumber } from '@portal/domain/affiliates';
import {
  AUTHORIZATION_KIND_LABELS,
  AUTHORIZATION_STATE_DESCRIPTIONS,
  processSteps,
  type AuthorizationKind,
  type AuthorizationStateId,
} from '@portal/domain/authorizations';
import { queueDefinition } from '@portal/domain/queues';
import type { Db } from '../../../db/client.ts';
import { queueFile, type QueueItemParts, type QueueSource } from '../../../lib/staff-queue.ts';
import * as requests from '../shared/requests.repository.ts';
import { shownDay, stepName } from '../shared/summary.ts';
import { findPlaceName } from '../filing/filing.repository.ts';
import { findRequestById } from './queue.repository.ts';

const QUEUE = queueDefinition('autorizaciones');

/** The kind's label in SQL, from the domain's one list of labels. */
const KIND_LABEL = sql.raw(
  `case a.tipo ${Object.entries(AUTHORIZATION_KIND_LABELS)
    .map(([kind, label]) => `when '${kind}' then '${label.replaceAll("'", "''")}'`)
    .join(' ')} else a.tipo end`,
);

const steps = (list: readonly string[]) =>
  `(array[${list.map((step) => `'${step.replaceAll("'", "''")}'`).join(', ')}])[least(a.etapa, ${list.length - 1}) + 1]`;

/** The step a request waits in, as the domain's stepName names it. */
const STEP = sql.raw(
  `case a.proceso when 'integral' then ${steps(processSteps('integral'))} else ${steps(processSteps('estandar'))} end`,
);

/*
 * A pending request is the auditor's from its last move: filing, the provider's answer to an
 * observation, or the step an integral request reached (each sets updated_at). A decided one was
 * decided when it last moved.
 */
const COLUMNS = sql`a.id, a.nro_autorizacion as numero, a.provider_id, a.tipo::text as tipo,
  ${KIND_LABEL} as tipo_desc, a.estado::int as estado, ${STEP} as etapa, a.resumen,
  a.created_at as received_at, a.updated_at as waiting_since`;
const WAITING = sql.raw(QUEUE.waitingStates.join(', '));
const DECIDED = sql.raw(QUEUE.decidedStates.join(', '));

const origin = { prestador: 'prestador', auditor: 'aseguradora', sistema: 'sistema' } as const;

async function detail(db: Db, id: number): Promise<QueueItemParts | null> {
  const row = await findRequestById(db, id);
  if (!row) return null;
  const [services, files, events, place] = await Promise.all([
    requests.findServices(db, row.id),
    requests.findFileMetas(db, row.id),
    requests.findEvents(db, row.id),
    row.lugarAtencionId === null ? null : findPlaceName(db, row.lugarAtencionId),
  ]);
  const campos = [
    { etiqueta: 'Afiliado', valor: `${formatAffiliateNumber(row)} ${row.nombreApeAfi}` },
    {
      etiqueta: 'Tipo de trámite',
      valor: AUTHORIZATION_KIND_LABELS[row.tipo as AuthorizationKind] ?? row.tipo,
    },
    { etiqueta: 'Tipo de prestación', valor: row.tipoPrestacion },
    { etiqueta: 'Etapa', valor: stepName(row.proceso, row.etapa) },
    { etiqueta: 'Fecha de la orden', valor: shownDay(row.fechaOrden) },
    ...(place === null ? [] : [{ etiqueta: 'Lugar de atención', valor: place.descripcion }]),
    ...services.map((service) => ({
      etiqueta: `Prestación ${service.codigo}`,
      valor: `${service.descripcion} × ${service.cantidad}`,
    })),
    ...Object.entries(row.datos)
      .filter(([, value]) => value !== null && value !== '')
      .map(([key, value]) => ({ etiqueta: key, valor: String(value) })),
    ...(row.observacion === '' ? [] : [{ etiqueta: 'Observación', valor: row.observacion }]),
  ];
  return {
    campos,
    archivos: files.map((file) => queueFile(file, file.origen === 'auditor')),
    historial: events.map((event) => ({
      fecha: event.createdAt,
      estado: event.estado,
      accion: stepName(row.proceso, event.etapa),
      origen: origin[event.origen],
      quien: event.autor,
      mensaje: event.mensaje,
    })),
  };
}

/** The medical auditors' queue of authorization requests (docs/decisions/0058). */
export const authorizationQueue: QueueSource = {
  waiting: sql`select ${COLUMNS} from authorizations a where a.estado in (${WAITING})`,
  one: (id) => sql`select ${COLUMNS} from authorizations a where a.id = ${id}`,
  decided: (from) => sql`select a.created_at as received_at, a.updated_at as decided_at
    from authorizations a where a.estado in (${DECIDED}) and a.updated_at >= ${from.toISOString()}`,
  received: (from) => sql`select a.created_at as received_at
    from authorizations a where a.created_at >= ${from.toISOString()}`,
  stateLabel: (estado) =>
    AUTHORIZATION_STATE_DESCRIPTIONS[estado as AuthorizationStateId] ?? String(estado),
  detail,
  file: (db, id, fileId) => requests.findFile(db, id, fileId),
};
