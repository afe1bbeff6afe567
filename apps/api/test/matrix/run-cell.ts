import { and, eq, gt, max } from 'drizzle-orm';
import { isIntegrationAccess, isStaffAccess } from '@portal/contracts';
import { expect } from 'vitest';
import { auditLog } from '../../src/db/schema/core.ts';
import { DEMO, demoAccount } from '../helpers.ts';
import type { RequestParts } from './call-rows.ts';
import type { Session } from './callers.ts';
import type { Cell } from './expectations.ts';
import { idsFor, send, withModuleOff, type Answer, type Matrix } from './matrix-app.ts';
import { INTERIOR_MARKS, type ProviderIds } from './provider-ids.ts';

const describeAnswer = (answer: Answer) => `${answer.status} ${answer.body.slice(0, 300)}`;

/** The one error shape {statusCode, error, message, code}, with the status it carries. */
function expectErrorShape(answer: Answer) {
  expect(answer.contentType, describeAnswer(answer)).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(body.statusCode, describeAnswer(answer)).toBe(answer.status);
  for (const key of ['error', 'message', 'code']) {
    expect(typeof body[key], `${key} of ${describeAnswer(answer)}`).toBe('string');
  }
  return body as { code: string };
}

/**
 * No text only the other provider's data holds, and none of its object numbers (those long
 * enough not to turn up by chance: its code, cases, processes, files, tickets, authorizations).
 */
function expectNothingOfTheirs(answer: Answer, them: ProviderIds) {
  for (const mark of INTERIOR_MARKS) {
    expect(answer.body, `the answer holds "${mark}"`).not.toContain(mark);
  }
  const numbers = [
    them.providerId,
    them.openCase.nro,
    them.openCase.jbpm,
    them.awaitingReply,
    them.wcapFile,
    them.scapFile,
    them.serviceTicket,
    them.diagnosisTicket,
    them.authorization,
    them.stagedBatch,
  ].filter((number) => number >= 10_000);
  for (const number of numbers) {
    expect(answer.body, `the answer holds ${number}`).not.toMatch(
      new RegExp(`(?<!\\d)${number}(?!\\d)`),
    );
  }
}

/** Past the guard: no 401 or 403, and no server error either. */
function expectAllowed(answer: Answer) {
  expect([401, 403], describeAnswer(answer)).not.toContain(answer.status);
  expect(answer.status, describeAnswer(answer)).toBeLessThan(500);
}

function sessionOf(matrix: Matrix, cell: Cell): Promise<Session> | Session {
  const { callers } = matrix;
  switch (cell.caller) {
    case 'noToken':
      return callers.none;
    case 'forgedToken':
      return callers.forged;
    case 'expiredToken':
      return callers.expired;
    case 'foreignObject':
      if (isStaffAccess(cell.call.access)) return callers.staffAdmin;
      return isIntegrationAccess(cell.call.access) ? callers.integrationKey : callers.demo;
    case 'staffToken':
      return callers.staffToken;
    case 'staffMedicalAuditor':
    case 'staffSettlements':
    case 'staffContracting':
    case 'staffSupport':
    case 'staffContentEditor':
    case 'staffAdmin':
      return cell.row?.endsSession && cell.expect.kind === 'allowed'
        ? callers.freshStaff(cell.caller)
        : callers[cell.caller];
    case 'moduleInactive':
      return callers.demo;
    case 'integrationKey':
    case 'outOfScopeKey':
    case 'revokedKey':
      return callers[cell.caller];
    case 'subUser':
    case 'termsPending':
    case 'readOnly':
    case 'impersonated':
      // A call that ends its session gets a fresh one where it is let through.
      return cell.row?.endsSession && cell.expect.kind === 'allowed'
        ? callers.fresh(cell.caller)
        : callers[cell.caller];
  }
}

/** The request of a cell: the probe's, or the caller's own path parameters and nothing else. */
export function partsOf(matrix: Matrix, cell: Cell, session: Session): RequestParts {
  const ids = idsFor(matrix, session);
  if (cell.expect.kind === 'foreign') return cell.expect.probe.request(ids);
  const access = cell.call.access;
  if (typeof access === 'object' && 'moduleParam' in access) {
    return { params: { [access.moduleParam]: cell.modules[0]! } };
  }
  return cell.row?.params ? { params: cell.row.params(ids) } : {};
}

/** The module-inactive cell: mantenimiento's seeded switch, or the demo user's switched off. */
async function sendWithModuleOff(matrix: Matrix, cell: Cell): Promise<Answer> {
  const [module] = cell.modules;
  if (demoAccount(DEMO.mantenimiento).inactive?.includes(module!)) {
    const session = matrix.callers.maintenance;
    return send(matrix, cell.call, partsOf(matrix, cell, session), session.headers);
  }
  const session = matrix.callers.demo;
  return withModuleOff(matrix.t, session.userId!, module!, () =>
    send(matrix, cell.call, partsOf(matrix, cell, session), session.headers),
  );
}

async function lastAuditId(matrix: Matrix): Promise<number> {
  const [row] = await matrix.t.db.select({ id: max(auditLog.id) }).from(auditLog);
  return row?.id ?? 0;
}

/** The audit rows an impersonated session wrote since `after`: what and where it asked. */
async function auditedSince(matrix: Matrix, session: Session, after: number) {
  return matrix.t.db
    .select({ operator: auditLog.operator, details: auditLog.details })
    .from(auditLog)
    .where(and(gt(auditLog.id, after), eq(auditLog.sessionId, session.sessionId!)));
}

/** Sends a cell's request as its caller and checks the answer against its expectation. */
export async function runCell(matrix: Matrix, cell: Cell): Promise<void> {
  const { expect: expected } = cell;
  if (expected.kind === 'missingRow') {
    throw new Error(
      `${cell.name.replace(' has its row in the matrix', '')} needs a row (${expected.why}): ` +
        'add its row to apps/api/test/matrix/rows-*.ts',
    );
  }
  let session: Session | null = null;
  let auditFrom = 0;
  let answer: Answer;
  if (cell.caller === 'moduleInactive') {
    answer = await sendWithModuleOff(matrix, cell);
  } else {
    session = await sessionOf(matrix, cell);
    if (cell.caller === 'impersonated') auditFrom = await lastAuditId(matrix);
    answer = await send(matrix, cell.call, partsOf(matrix, cell, session), session.headers);
  }

  switch (expected.kind) {
    case 'ownWay':
      return expectAllowed(answer);
    case 'refused':
      expect(answer.status, describeAnswer(answer)).toBe(expected.status);
      return expect(expectErrorShape(answer).code).toBe(expected.code);
    case 'allowed':
      expectAllowed(answer);
      if (cell.caller !== 'impersonated' || !session) return;
      // Every request of an impersonated session is recorded with its operator.
      return expect(
        (await auditedSince(matrix, session, auditFrom)).map(({ operator, details }) => ({
          operator,
          method: details.method,
          route: details.route,
        })),
      ).toContainEqual({ operator: 'soporte', method: cell.call.method, route: cell.call.path });
    case 'foreign': {
      expectNothingOfTheirs(answer, matrix.ids.interior);
      const { answer: wanted } = expected.probe;
      if (wanted === 'ownData') {
        expect(answer.status, describeAnswer(answer)).toBeGreaterThanOrEqual(200);
        return expect(answer.status, describeAnswer(answer)).toBeLessThan(300);
      }
      const code = expectErrorShape(answer).code;
      if (!wanted) return expect([403, 404], describeAnswer(answer)).toContain(answer.status);
      expect(answer.status, describeAnswer(answer)).toBe(wanted.status);
      return expect(code).toBe(wanted.code);
    }
  }
}
