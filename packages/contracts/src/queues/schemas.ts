import { AGE_BUCKETS, QUEUE_IDS } from '@portal/domain/queues';
import { z } from '../zod.ts';
import { int16Text, int32Text, integerText, plainText } from '../common-fields.ts';

/*
 * The console's queues (docs/decisions/0058): what waits on the insurer, kind by kind, with the
 * age of each item, and the figures the console's home shows.
 */

const queueId = z.enum(QUEUE_IDS);
const bucketId = z.enum(AGE_BUCKETS.map((bucket) => bucket.id) as [string, ...string[]]);
const instant = z.iso.datetime({ offset: true });
const days = integerText({ min: 0, max: 3650 });

export const QUEUE_SORTS = ['edad', 'prestador', 'fecha'] as const;

export const queueQuery = z.object({
  /** A provider's code (codPrestador). */
  prestador: int32Text().optional(),
  /** The queue's own kind: an authorization's tipo, a case's area, an inquiry's motivo. */
  tipo: plainText(40).optional(),
  estado: int16Text().optional(),
  /** Waiting at least this many days. */
  edadDesde: days.optional(),
  /** Waiting at most this many days (the last day included). */
  edadHasta: days.optional(),
  /** edad: longest waiting first; prestador: by provider code; fecha: newest filed first. */
  orden: z.enum(QUEUE_SORTS).optional(),
  /** Reverses the order's own direction. */
  sentido: z.enum(['asc', 'desc']).optional(),
  page: int32Text().optional(),
});
export type QueueQuery = z.infer<typeof queueQuery>;

const labelled = z.object({ id: z.string(), descripcion: z.string() });
const state = z.object({ id: z.number().int(), descripcion: z.string() });

export const queueItem = z.object({
  id: z.number().int(),
  /** The number the provider knows it by (nroAutorizacion, nroTramite, …). */
  numero: z.number().int(),
  prestador: z.object({ id: z.number().int(), nombre: z.string() }),
  tipo: labelled,
  estado: state,
  /** The step it waits in: an integral authorization's, step by step; null for one-step kinds. */
  etapa: z.string().nullable(),
  resumen: z.string(),
  recibido: instant,
  /** Since when the next move is the insurer's: filing, or the provider's last answer. */
  esperaDesde: instant,
  edadMinutos: z.number().int(),
  antiguedad: bucketId,
});
export type QueueItem = z.infer<typeof queueItem>;

export const queuePage = z.object({
  cola: queueId,
  items: z.array(queueItem),
  /** How many match the filter, exact up to QUEUE_COUNT_LIMIT (10,000). */
  total: z.number().int(),
  /** False when more than `total` match ("más de 10.000"). */
  totalExacto: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type QueuePage = z.infer<typeof queuePage>;

export const queueItemParams = z.object({ id: int32Text() });
export const queueFileParams = z.object({ id: int32Text(), archivo: int32Text() });

export const queueItemDetail = queueItem.extend({
  cola: queueId,
  /** Everything the provider sent, as labelled values in the order of its form. */
  campos: z.array(z.object({ etiqueta: z.string(), valor: z.string() })),
  archivos: z.array(
    z.object({
      id: z.number().int(),
      nombre: z.string(),
      tamano: z.number().int(),
      tipoContenido: z.string(),
      fecha: instant,
      origen: z.enum(['prestador', 'aseguradora']),
    }),
  ),
  /** Stages and decisions, oldest first: who, when, what. */
  historial: z.array(
    z.object({
      fecha: instant,
      estado: state,
      accion: z.string(),
      origen: z.enum(['prestador', 'aseguradora', 'sistema']),
      quien: z.string(),
      mensaje: z.string().nullable(),
    }),
  ),
});
export type QueueItemDetail = z.infer<typeof queueItemDetail>;

export const staffHome = z.object({
  antiguedades: z.array(z.object({ id: bucketId, descripcion: z.string() })),
  colas: z.array(
    z.object({
      id: queueId,
      nombre: z.string(),
      /** A queue of the roles of the person asking: what waits on them. */
      mia: z.boolean(),
      pendientes: z.number().int(),
      porAntiguedad: z.array(z.object({ id: bucketId, cantidad: z.number().int() })),
      hoy: z.object({ recibidos: z.number().int(), decididos: z.number().int() }),
    }),
  ),
});
export type StaffHome = z.infer<typeof staffHome>;

export const queueTurnaround = z.object({
  dias: z.number().int(),
  colas: z.array(
    z.object({
      id: queueId,
      nombre: z.string(),
      decididos: z.number().int(),
      /** Time from filing to decision, in minutes; null with nothing decided. */
      p50Minutos: z.number().nullable(),
      p90Minutos: z.number().nullable(),
      porDia: z.array(
        z.object({ dia: z.string(), recibidos: z.number().int(), decididos: z.number().int() }),
      ),
    }),
  ),
});
export type QueueTurnaround = z.infer<typeof queueTurnaround>;
