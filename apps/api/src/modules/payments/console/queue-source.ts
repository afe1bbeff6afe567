import { eq, sql } from 'drizzle-orm';
import {
  PAYMENT_COMPANIES,
  PAYMENT_INQUIRY_REASONS,
  PAYMENT_INQUIRY_STATES,
} from '@portal/domain/payments';
import { queueDefinition } from '@portal/domain/queues';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/auth.ts';
import { paymentInquiries, payments } from '../../../db/schema/payments.ts';
import { staffUsers } from '../../../db/schema/staff.ts';
import type { QueueItemParts, QueueSource } from '../../../lib/staff-queue.ts';

const QUEUE = queueDefinition('consultas-de-pago');

const caseOf = (column: string, list: readonly { id: number; descripcion: string }[]) =>
  sql.raw(
    `case ${column} ${list
      .map((item) => `when ${item.id} then '${item.descripcion.replaceAll("'", "''")}'`)
      .join(' ')} else ${column}::text end`,
  );

const labelOf = (list: readonly { id: number; descripcion: string }[], id: number) =>
  list.find((item) => item.id === id)?.descripcion ?? String(id);

/* An inquiry is the insurer's from its filing until it is resolved: nobody answers it back. */
const COLUMNS = sql`i.id, i.id as numero, i.provider_id, i.motivo::text as tipo,
  ${caseOf('i.motivo', PAYMENT_INQUIRY_REASONS)} as tipo_desc, i.estado::int as estado,
  null::text as etapa,
  'Orden de pago ' || p.orden_pago as resumen, i.created_at as received_at,
  i.created_at as waiting_since`;
const FROM = sql`payment_inquiries i join payments p on p.id = i.payment_id`;

async function findInquiry(db: Db, id: number) {
  const [row] = await db
    .select({
      motivo: paymentInquiries.motivo,
      empresa: paymentInquiries.empresa,
      estado: paymentInquiries.estado,
      observacion: paymentInquiries.observacion,
      createdAt: paymentInquiries.createdAt,
      updatedAt: paymentInquiries.updatedAt,
      ordenPago: payments.ordenPago,
      fecha: payments.fecha,
      userEmail: users.email,
      userName: sql<string>`${users.nombre} || ' ' || ${users.apellido}`,
      respuesta: paymentInquiries.respuesta,
      answeredAt: paymentInquiries.answeredAt,
      answererName: staffUsers.name,
      answererEmail: staffUsers.email,
    })
    .from(paymentInquiries)
    .innerJoin(payments, eq(payments.id, paymentInquiries.paymentId))
    .innerJoin(users, eq(users.id, paymentInquiries.userId))
    .leftJoin(staffUsers, eq(staffUsers.id, paymentInquiries.answeredBy))
    .where(eq(paymentInquiries.id, id));
  return row ?? null;
}

async function detail(db: Db, id: number): Promise<QueueItemParts | null> {
  const row = await findInquiry(db, id);
  if (!row) return null;
  // The table keeps the filing and the last change only: the history is those two. The last
  // change is the answer when there is one, by the staff member who wrote it.
  const moved = row.estado !== 1 || row.updatedAt.getTime() !== row.createdAt.getTime();
  const answerer =
    row.answererName === null ? 'Aseguradora' : `${row.answererName} (${row.answererEmail})`;
  return {
    campos: [
      { etiqueta: 'Orden de pago', valor: row.ordenPago },
      { etiqueta: 'Fecha del pago', valor: row.fecha.split('-').reverse().join('/') },
      { etiqueta: 'Motivo', valor: labelOf(PAYMENT_INQUIRY_REASONS, row.motivo) },
      { etiqueta: 'Empresa', valor: labelOf(PAYMENT_COMPANIES, row.empresa) },
      ...(row.observacion ? [{ etiqueta: 'Observación', valor: row.observacion }] : []),
    ],
    archivos: [],
    historial: [
      {
        fecha: row.createdAt,
        estado: 1,
        accion: 'Consulta enviada',
        origen: 'prestador',
        quien: `${row.userName} (${row.userEmail})`,
        mensaje: row.observacion,
      },
      ...(moved
        ? [
            {
              fecha: row.updatedAt,
              estado: row.estado,
              accion:
                row.respuesta === null ? labelOf(PAYMENT_INQUIRY_STATES, row.estado) : 'Respondida',
              origen: 'aseguradora' as const,
              quien: answerer,
              mensaje: row.respuesta,
            },
          ]
        : []),
    ],
  };
}

/** Settlements' queue of payment inquiries (docs/decisions/0058). */
export const paymentInquiryQueue: QueueSource = {
  waiting: sql`select ${COLUMNS} from ${FROM}
    where i.estado in (${sql.raw(QUEUE.waitingStates.join(', '))})`,
  one: (id) => sql`select ${COLUMNS} from ${FROM} where i.id = ${id}`,
  decided: (from) => sql`select i.created_at as received_at, i.updated_at as decided_at
    from payment_inquiries i
    where i.estado in (${sql.raw(QUEUE.decidedStates.join(', '))})
    and i.updated_at >= ${from.toISOString()}`,
  received: (from) => sql`select i.created_at as received_at from payment_inquiries i
    where i.created_at >= ${from.toISOString()}`,
  stateLabel: (estado) => labelOf(PAYMENT_INQUIRY_STATES, estado),
  detail,
};
