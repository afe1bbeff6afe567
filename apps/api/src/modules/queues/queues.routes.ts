import type { FastifyInstance } from 'fastify';
import {
  QUEUE_CALLS,
  QUEUE_DECISION_CALLS,
  queueTurnaroundCall,
  staffHomeCall,
} from '@portal/contracts';
import { QUEUE_IDS } from '@portal/domain/queues';
import { requireStaff } from '../../access/require-staff.ts';
import { routeCall } from '../../lib/call-route.ts';
import type { Config } from '../../config.ts';
import { countedFigures } from './counted-figures.ts';
import { countHomeFigures, queueTurnaround, staffHome } from './figures.service.ts';
import { decideAuthorization, decideCase, type DecisionDeps } from './decisions.service.ts';
import { staffEventRoutes, type StaffEventsDeps } from './events.routes.ts';
import { queueFile, queueItem } from './item.service.ts';
import { listQueue } from './list.service.ts';

export type QueuesAreaDeps = DecisionDeps &
  StaffEventsDeps & { config: Pick<Config, 'staffHomeFiguresMs'> };

export function queuesRoutes(app: FastifyInstance, deps: QueuesAreaDeps): void {
  const homeFigures = countedFigures(
    deps.clock,
    deps.config.staffHomeFiguresMs,
    (now) => countHomeFigures(deps.db, now),
    (error) => deps.log.warn({ err: error.message }, "the console home's figures were not counted"),
  );
  routeCall(app, staffHomeCall, async (request) =>
    staffHome(await homeFigures.read(), requireStaff(request).roles),
  );
  routeCall(app, queueTurnaroundCall, () => queueTurnaround(deps));
  for (const queue of QUEUE_IDS) {
    const calls = QUEUE_CALLS[queue];
    const keptBacklog = () => homeFigures.peek()?.find((kept) => kept.id === queue)?.pendientes;
    routeCall(app, calls.list, (request) => listQueue(deps, queue, request.query, keptBacklog()));
    routeCall(app, calls.item, (request) => queueItem(deps, queue, request.params.id));
    if (calls.file === undefined) continue;
    routeCall(app, calls.file, async (request, reply) => {
      const file = await queueFile(deps, queue, request.params.id, request.params.archivo);
      // Files may hold patient data: no shared cache keeps them.
      return reply
        .type(file.contentType)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.content);
    });
  }
  decisionRoutes(app, deps);
  staffEventRoutes(app, deps);
}

function decisionRoutes(app: FastifyInstance, deps: DecisionDeps): void {
  const calls = QUEUE_DECISION_CALLS;
  routeCall(app, calls.autorizaciones, (request) =>
    decideAuthorization(deps, request.params.id, request.body, requireStaff(request)),
  );
  routeCall(app, calls.casos, (request) =>
    decideCase(deps, 'casos', request.params.id, request.body, requireStaff(request)),
  );
  routeCall(app, calls['cambios-de-datos'], (request) =>
    decideCase(deps, 'cambios-de-datos', request.params.id, request.body, requireStaff(request)),
  );
  routeCall(app, calls['reclamos-de-debitos'], (request) =>
    decideCase(deps, 'reclamos-de-debitos', request.params.id, request.body, requireStaff(request)),
  );
}
