import { and, eq, inArray } from 'drizzle-orm';
import {
  CENSUS_DECISION_MESSAGES,
  censusDecisionProblem,
  censusDecisionState,
  type CensusDecision,
} from '@portal/domain/censuses';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { queueDefinition } from '@portal/domain/queues';
import { sanitizeObservation } from '@portal/domain/support-cases';
import type { Db } from '../../../db/client.ts';
import { censusRows } from '../../../db/schema/censuses.ts';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/errors.ts';
import type { LiveEventBus } from '../../../lib/live-events.ts';
import { publishToProvider } from '../../../lib/provider-events.ts';
import { publishQueueChange } from '../../../lib/queue-events.ts';
import { recordAudit } from '../../staff/public.ts';

export interface CensusDecisionDeps {
  db: Db;
  clock: Clock;
  /** Where the decision is told, after the commit: the provider's pages and the console's. */
  events: LiveEventBus;
  log: { warn(obj: object, msg: string): void };
}

/** Who decides: a staff account of the medical auditors. */
export interface CensusAuditor {
  staffId: number;
}

const WAITING = queueDefinition('censos').waitingStates;

/**
 * A medical auditor's decision on a pending census row: its state, the message the provider
 * reads beside it, who and when, and the staff audit row, in one transaction. The update is
 * conditional on the row still waiting, so two auditors deciding together cannot both win.
 * Once committed, the provider's open census pages and the auditors' queues hear of it.
 */
export async function decideCensus(
  deps: CensusDecisionDeps,
  auditor: CensusAuditor,
  id: number,
  input: { accion: CensusDecision; mensaje?: string | undefined },
): Promise<void> {
  // The operator's rule for the insurer's messages (spec §5's sanitising); one left empty by it
  // cannot observe.
  const mensaje = input.mensaje ? sanitizeObservation(input.mensaje) || null : null;
  const problem = censusDecisionProblem({ accion: input.accion, mensaje: mensaje ?? undefined });
  if (problem) {
    throw new HttpError(400, problem, 'VALIDATION', {
      details: [{ path: 'mensaje', message: problem }],
    });
  }
  const estado = censusDecisionState(input.accion);
  const now = deps.clock.now();
  const providerId = await deps.db.transaction(async (tx) => {
    const [decided] = await tx
      .update(censusRows)
      .set({ estado, auditedAt: now, auditedBy: auditor.staffId, mensajeAuditoria: mensaje })
      .where(and(eq(censusRows.id, id), inArray(censusRows.estado, [...WAITING])))
      .returning({ providerId: censusRows.providerId });
    if (!decided) {
      const [exists] = await tx
        .select({ id: censusRows.id })
        .from(censusRows)
        .where(eq(censusRows.id, id));
      if (!exists) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
      throw new HttpError(409, CENSUS_DECISION_MESSAGES.notWaiting, 'NOT_WAITING');
    }
    await recordAudit(tx, now, {
      staffId: auditor.staffId,
      action: 'census.decided',
      target: { kind: 'census-row', id },
      changes: { cola: 'censos', numero: id, accion: input.accion, estado },
    });
    return decided.providerId;
  });
  await publishToProvider(deps, { kind: 'censo', providerId, event: { id, estado } });
  await publishQueueChange(deps, 'censos', id);
}
