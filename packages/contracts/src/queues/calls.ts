import { QUEUES, type QueueDefinition } from '@portal/domain/queues';
import { binaryBody, defineCall } from '../call.ts';
import { queueDecisionCalls } from './decision-calls.ts';
import {
  queueFileParams,
  queueItemDetail,
  queueItemParams,
  queuePage,
  queueQuery,
  queueTurnaround,
  staffHome,
} from './schemas.ts';
import { queueDecisionsMoreCalls } from './decisions-more.ts';

/*
 * The console's queues, read side (docs/decisions/0058). One list, item and file call per queue,
 * each open to the role that works it; the home and the turnaround figures hold counts and
 * durations only, no provider's data, and are open to any staff account.
 */

const tag = 'queues';
/** Payment inquiries and census rows carry no files. */
const WITHOUT_FILES: readonly QueueDefinition['id'][] = ['consultas-de-pago', 'censos'];
const BASE = '/pre/consola/v0/colas';

const queueCalls = (queue: QueueDefinition) => {
  const access = { staff: [queue.role] } as const;
  return [
    defineCall({
      method: 'GET',
      path: `${BASE}/${queue.id}`,
      tag,
      summary: `Queue: ${queue.label}, waiting on the insurer, by age, filtered and paged`,
      access,
      query: queueQuery,
      response: queuePage,
    }),
    defineCall({
      method: 'GET',
      path: `${BASE}/${queue.id}/:id`,
      tag,
      summary: `An item of the queue ${queue.label}: what the provider sent, files, history`,
      access,
      params: queueItemParams,
      response: queueItemDetail,
    }),
    ...(WITHOUT_FILES.includes(queue.id)
      ? []
      : [
          defineCall({
            method: 'GET',
            path: `${BASE}/${queue.id}/:id/archivos/:archivo`,
            tag,
            summary: `Download a file of an item of the queue ${queue.label}`,
            access,
            params: queueFileParams,
            response: binaryBody,
            files: ['stored'],
          }),
        ]),
  ] as const;
};

export const staffHomeCall = defineCall({
  method: 'GET',
  path: '/pre/consola/v0/inicio',
  tag,
  summary: "The console's home: backlog by queue and age, today's volumes, what is the caller's",
  access: 'staff',
  response: staffHome,
});

export const queueTurnaroundCall = defineCall({
  method: 'GET',
  path: `${BASE}/demoras`,
  tag,
  summary: 'Turnaround per queue over the last 30 days: p50 and p90 to decision, per-day counts',
  access: 'staff',
  response: queueTurnaround,
});

/** The list, item and file calls of each queue, by queue id. */
export const QUEUE_CALLS = Object.fromEntries(
  QUEUES.map((queue) => {
    const [list, item, file] = queueCalls(queue);
    return [queue.id, { list, item, file }];
  }),
) as Record<
  QueueDefinition['id'],
  {
    list: ReturnType<typeof queueCalls>[0];
    item: ReturnType<typeof queueCalls>[1];
    file: ReturnType<typeof queueCalls>[2] | undefined;
  }
>;

export const queuesCalls = [
  staffHomeCall,
  queueTurnaroundCall,
  ...QUEUES.flatMap((queue) => queueCalls(queue)),
  ...queueDecisionsMoreCalls,
  ...queueDecisionCalls,
] as const;
