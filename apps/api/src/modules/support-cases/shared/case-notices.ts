import type { FastifyBaseLogger } from 'fastify';
import { CASE_STATE_DESCRIPTIONS, type CaseStateId } from '@portal/domain/support-cases';
import type { Mailer } from '../../../lib/mailer.ts';
import type { LiveEventBus } from '../../../lib/live-events.ts';
import { publishQueueChange } from '../../../lib/queue-events.ts';
import { caseQueueOf } from '../console/queue-sources.ts';
import type { CaseReadDeps } from './ownership.service.ts';

export interface CaseWriteDeps extends CaseReadDeps {
  mailer: Mailer;
  events: LiveEventBus;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * After a commit: tells the live streams, the provider's and the console's (docs/decisions/0011,
 * 0059). A failure here never undoes or fails the write; the client's next fetch shows it anyway.
 */
export async function announce(
  deps: CaseWriteDeps,
  event: {
    providerId: number;
    nroTramite: number;
    estado: number;
    accion: string;
    etapaId: number;
    fecha: Date;
  },
) {
  try {
    await deps.events.publish({
      ...event,
      estadoDesc: CASE_STATE_DESCRIPTIONS[event.estado as CaseStateId] ?? '',
      fecha: event.fecha.toISOString(),
    });
  } catch (error) {
    deps.log.warn(
      { err: (error as Error).message, nroTramite: event.nroTramite },
      'case event not published',
    );
  }
  await announceToStaff(deps, event.nroTramite);
}

/** Every stage changes the item the console's queue shows: filed, answered, decided. */
async function announceToStaff(deps: CaseWriteDeps, nroTramite: number) {
  try {
    const item = await caseQueueOf(deps.db, nroTramite);
    if (item) await publishQueueChange(deps, item.cola, item.id);
  } catch (error) {
    deps.log.warn({ err: (error as Error).message, nroTramite }, 'queue event not published');
  }
}

/** After a commit: mails the case's addresses. Case number and area only, no health data. */
export async function mailCase(
  deps: CaseWriteDeps,
  emails: readonly string[],
  mail: { subject: string; text: string },
) {
  for (const to of emails) {
    try {
      await deps.mailer.send({ to, ...mail });
    } catch (error) {
      deps.log.warn({ err: (error as Error).message, subject: mail.subject }, 'case mail not sent');
    }
  }
}
