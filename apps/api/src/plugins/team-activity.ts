import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ALL_CALLS, type CallDefinition } from '@portal/contracts';
import type { TeamActivityAction } from '@portal/domain/user-management';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/core.ts';
import type { Clock } from '../lib/clock.ts';
import type { AuditEntry } from './audit.ts';

/**
 * The team's activity an admin reads in gestionusuarios (ADR 0023): logins, validations,
 * authorizations and cases filed, settlements viewed, one audit_log row each, for the provider's
 * own users (operators' sessions are audited on every request already). Details carry only a
 * reference that is no patient datum (a settlement's expediente), never an affiliate.
 */
type Rule = (
  request: FastifyRequest,
) => Pick<AuditEntry, 'details'> & { action: TeamActivityAction };

const key = (method: string, path: string) => `${method} ${path}`;
const keyOf = (call: Pick<CallDefinition, 'method' | 'path'>) => key(call.method, call.path);

const LOGIN = key('POST', '/pre/v0/auth-login');

function rules(): Map<string, Rule> {
  const table = new Map<string, Rule>();
  for (const call of ALL_CALLS) {
    const at = keyOf(call);
    if (
      call.path === '/pre/v1/validador/:id/afiliado' ||
      call.path.endsWith('/validacion-masiva')
    ) {
      table.set(at, () => ({ action: 'affiliate.validation' }));
    } else if (
      call.tag === 'authorizations' &&
      call.method === 'POST' &&
      call.status === 201 &&
      call.path.startsWith('/pre/v1/autorizaciones/:id/') &&
      !call.path.endsWith('/respuesta')
    ) {
      table.set(at, () => ({ action: 'authorization.filed' }));
    } else if (call.path === '/pre/v1/cap/alta-tramite') {
      table.set(at, () => ({ action: 'support-case.filed' }));
    } else if (call.path === '/pre/v1/liquidaciones/:id/expe-liquidacion') {
      table.set(at, (request) => {
        // The query passed the call's schema: the expediente is a number.
        const expediente = (request.query as { expediente?: number }).expediente;
        return {
          action: 'settlement.viewed',
          details: expediente === undefined ? {} : { referencia: `Expediente ${expediente}` },
        };
      });
    }
  }
  // A clinic's system validating through the FHIR interface acts as a member of the team
  // (docs/decisions/0065): its eligibility checks are that member's validations.
  table.set(key('POST', '/fhir/CoverageEligibilityRequest'), () => ({
    action: 'affiliate.validation',
  }));
  return table;
}

/** The user a successful login answered (its payload: the spec's modelEspecifico). */
function loggedIn(payload: unknown) {
  if (typeof payload !== 'string') return null;
  try {
    const body = JSON.parse(payload) as {
      modelEspecifico?: { idUsuario?: unknown; codPrestador?: unknown };
    };
    const { idUsuario, codPrestador } = body.modelEspecifico ?? {};
    return typeof idUsuario === 'number' && typeof codPrestador === 'number'
      ? { userId: idUsuario, providerId: codPrestador }
      : null;
  } catch {
    return null;
  }
}

/** The activity row a successful call of the team makes, or null. */
function activityOf(
  table: Map<string, Rule>,
  request: FastifyRequest,
  status: number,
  payload: unknown,
): AuditEntry | null {
  if (status < 200 || status >= 300) return null;
  const at = key(request.method, request.routeOptions.url ?? '');
  if (at === LOGIN) {
    const user = loggedIn(payload);
    return user ? { action: 'login', ...user } : null;
  }
  const session = request.session;
  const rule = table.get(at);
  if (!rule || !session || session.mode !== 'user') return null;
  return {
    ...rule(request),
    userId: session.userId,
    providerId: session.providerId,
    sessionId: session.id,
  };
}

/** Rows of one multi-row insert at most: a statement of bounded size under any load. */
const MAX_ROWS = 100;

/**
 * Activity rows written in groups (ADR 0032): a row arriving while an insert is under way waits
 * for the next one, which takes every row queued meanwhile. Alone, a row is written at once, as
 * one insert; under load, one insert serves many answers instead of one each (one insert per
 * validation cost three quarters of its throughput). Each caller still learns when its own
 * row is in, so nothing is left to flush at shutdown.
 */
export function groupedActivityWriter(db: Db) {
  type Row = typeof auditLog.$inferInsert;
  const queue: { row: Row; settle: (error?: Error) => void }[] = [];
  let draining = false;
  async function drain() {
    draining = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_ROWS);
      try {
        await db.insert(auditLog).values(batch.map((item) => item.row));
        for (const item of batch) item.settle();
      } catch (error) {
        for (const item of batch) item.settle(error as Error);
      }
    }
    draining = false;
  }
  return (row: Row) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ row, settle: (error) => (error ? reject(error) : resolve()) });
      if (!draining) void drain();
    });
}

/**
 * The row is written before the answer leaves (as the operators' audit is), grouped with the
 * rows of the answers that wait at the same time: a client that reads the activity, or counts
 * rows, right after its call finds it there. A failed write is logged and the answer goes on:
 * the user's call already succeeded.
 */
export const teamActivityPlugin = fp(
  (app: FastifyInstance, deps: { db: Db; clock: Clock; log: FastifyBaseLogger }) => {
    const table = rules();
    const write = groupedActivityWriter(deps.db);
    app.addHook('onSend', (request, reply, payload, next) => {
      const entry = activityOf(table, request, reply.statusCode, payload);
      if (!entry) {
        next(null, payload);
        return;
      }
      write({ at: deps.clock.now(), details: {}, ...entry }).then(
        () => next(null, payload),
        (error: Error) => {
          deps.log.warn({ err: error.message }, 'team activity not recorded');
          next(null, payload);
        },
      );
    });
  },
);
