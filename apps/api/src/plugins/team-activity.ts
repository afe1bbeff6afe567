import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ALL_CALLS, type CallDefinition } from '@portal/contracts';
import { MESSAGES } from '@portal/domain/app';
import type { TeamActivityAction } from '@portal/domain/user-management';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupCommit } from '../db/group-commit.ts';
import { preparedPerDb } from '../db/prepared.ts';
import { auditLog } from '../db/schema/core.ts';
import type { Clock } from '../lib/clock.ts';
import { errorBody } from '../lib/errors.ts';
import { settled } from './answer-writes.ts';
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

type Row = typeof auditLog.$inferInsert;

/**
 * One statement for any number of rows: the rows travel as one array per column, so its text
 * never changes and it is parsed and planned once per connection, where a values list made a
 * new text for every group size, of up to 800 parameters, built by the ORM on every group.
 */
const insertRows = preparedPerDb((db) =>
  db
    .insert(auditLog)
    .select(
      sql`select nextval(pg_get_serial_sequence('audit_log', 'id')), r.at::timestamptz, r.action,
        r.operator, r.user_id, r.provider_id, r.session_id::uuid, r.details::jsonb
      from unnest(${sql.placeholder('at')}::text[], ${sql.placeholder('action')}::text[],
        ${sql.placeholder('operator')}::text[], ${sql.placeholder('userId')}::int[],
        ${sql.placeholder('providerId')}::int[], ${sql.placeholder('sessionId')}::text[],
        ${sql.placeholder('details')}::text[])
        as r (at, action, operator, user_id, provider_id, session_id, details)`,
    )
    .prepare('team_activity_rows'),
);

function columnsOf(rows: Row[]) {
  return {
    at: rows.map((row) => row.at.toISOString()),
    action: rows.map((row) => row.action),
    operator: rows.map((row) => row.operator ?? null),
    userId: rows.map((row) => row.userId ?? null),
    providerId: rows.map((row) => row.providerId ?? null),
    sessionId: rows.map((row) => row.sessionId ?? null),
    details: rows.map((row) => JSON.stringify(row.details ?? {})),
  };
}

/**
 * Activity rows written in groups (ADR 0032, ADR 0068): see groupCommit. Under load one insert
 * serves many answers; each answer still waits for its own row's commit.
 */
export function groupedActivityWriter(db: Db) {
  return groupCommit<Row>((rows) => insertRows(db).execute(columnsOf(rows)));
}

/**
 * The row is written before the answer leaves (as the operators' audit is), grouped with the
 * rows of the answers that wait at the same time: a client that reads the activity, or counts
 * rows, right after its call finds it there, and a crash loses no row whose answer went out.
 * The same hook waits for the rows a route asked the answer to wait for (writeBeforeTheAnswer),
 * all at once. A row that cannot be written turns the answer into the server's error: an
 * answer that says "done" while the row is missing would be a silent loss. `recordActivity`
 * is off only in the bench's twin server (BENCH_WITHOUT_TEAM_ACTIVITY).
 */
export const teamActivityPlugin = fp(
  (
    app: FastifyInstance,
    deps: { db: Db; clock: Clock; log: FastifyBaseLogger; recordActivity: boolean },
  ) => {
    const table = rules();
    const write = groupedActivityWriter(deps.db);
    app.addHook('onSend', (request, reply, payload, next) => {
      const entry = deps.recordActivity
        ? activityOf(table, request, reply.statusCode, payload)
        : null;
      const waits = [...(request.answerWrites ?? [])];
      if (entry) waits.push(settled(write({ at: deps.clock.now(), details: {}, ...entry })));
      if (waits.length === 0) {
        next(null, payload);
        return;
      }
      void Promise.all(waits).then((outcomes) => {
        const error = outcomes.find((outcome) => outcome !== null);
        if (!error || reply.statusCode >= 300) {
          next(null, payload);
          return;
        }
        deps.log.error({ err: error.message }, 'a row of the answer not written: answered 500');
        // Compression, an earlier onSend hook, may already have encoded the answer.
        reply.removeHeader('content-encoding').removeHeader('content-length');
        reply.code(500).type('application/json; charset=utf-8');
        next(null, JSON.stringify(errorBody(500, MESSAGES.serverError, 'SERVER_ERROR')));
      });
    });
  },
);
