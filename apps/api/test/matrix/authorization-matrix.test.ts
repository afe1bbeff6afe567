import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS, staffMeCall } from '@portal/contracts';
import { userModules } from '../../src/db/schema/session.ts';
import { DEMO, demoAccount } from '../helpers.ts';
import { CALL_ROWS, callKey } from './call-rows.ts';
import { isExpiredNotRevoked } from './callers.ts';
import { cellsOf, type Cell } from './expectations.ts';
import { openMatrix, type Matrix } from './matrix-app.ts';
import { runCell } from './run-cell.ts';
import { STAFF_CALLERS, type StaffCallerKey } from './staff-callers.ts';

/**
 * The authorization matrix: every /pre call of the contracts × {no token, forged token,
 * expired token, another provider's object, sub-user, terms not accepted, module inactive,
 * read-only session, impersonated session}, each with the answer its access rule gives. The
 * cells come from ALL_CALLS, so a new call is tried the day it lands; one that needs a row of
 * the table (object ids, a module in the path) fails until it has one.
 */
const CELLS = ALL_CALLS.flatMap(cellsOf);
// Calls that end their session (logout) run last: were the guard ever to let a bad token
// through, the session it ended could not turn the rest of that caller's cells into 401s.
const LAST = 'calls that end their session (run last)';
const groupOf = (cell: Cell) => (cell.row?.endsSession ? LAST : cell.call.tag);
const GROUPS = [...new Set([...ALL_CALLS.map((call) => call.tag), LAST])].map(
  (group) => [group, CELLS.filter((cell) => groupOf(cell) === group)] as const,
);

describe('authorization matrix: every /pre call × every caller', () => {
  let matrix: Matrix;
  beforeAll(async () => {
    matrix = await openMatrix();
  });
  afterAll(() => matrix?.close());

  describe('the callers are what they claim', () => {
    it('the expired token is a live-looking session whose expiry passed (not revoked)', async () => {
      expect(await isExpiredNotRevoked(matrix.t, matrix.callers.expired)).toBe(true);
    });

    it('the forged token keeps the shape (a session id and a signature) with a bad HMAC', () => {
      const forged = matrix.callers.forged.headers.authorization!;
      const real = matrix.callers.forgeryTarget.headers.authorization!;
      expect(forged).toMatch(/^Bearer [0-9a-f-]{36}\.[\w-]{43}$/);
      expect(forged.split('.')[0]).toBe(real.split('.')[0]);
      expect(forged).not.toBe(real);
    });

    it("the sub-user's modules in the database are the seed's (the expectations read the seed)", async () => {
      const rows = await matrix.t.db
        .select({ id: userModules.moduleId })
        .from(userModules)
        .where(
          and(
            eq(userModules.userId, matrix.callers.subUser.userId!),
            eq(userModules.habilitado, true),
          ),
        );
      expect(rows.map((row) => row.id).sort()).toEqual(
        [...demoAccount(DEMO.subusuario).enabled].sort(),
      );
    });

    it('each staff caller is a live staff session holding its one role, as seeded', async () => {
      for (const [caller, role] of Object.entries(STAFF_CALLERS)) {
        const me = await matrix.t.inject({
          method: 'GET',
          url: staffMeCall.path,
          headers: matrix.callers[caller as StaffCallerKey].headers,
        });
        expect(me.json<{ roles: string[] }>().roles, caller).toEqual([role]);
      }
    });

    it("the probes' ids are the other provider's, and differ from the caller's", () => {
      const { demo, interior } = matrix.ids;
      expect(interior.providerId).toBe(200001);
      for (const key of [
        'openCase',
        'wcapFile',
        'scapFile',
        'serviceTicket',
        'stagedBatch',
      ] as const) {
        expect(interior[key], key).not.toEqual(demo[key]);
      }
    });
  });

  it('every row of the table is a call of the contracts', () => {
    const calls = new Set(ALL_CALLS.map(callKey));
    expect(Object.keys(CALL_ROWS).filter((key) => !calls.has(key))).toEqual([]);
  });

  describe.each(GROUPS)('%s', (_tag, cells) => {
    it.each(cells.map((cell) => [cell.name, cell] as const))('%s', (_name, cell) =>
      runCell(matrix, cell),
    );
  });

  it("leaves the other provider's cases, files, tickets, terminals and terms as they were", async () => {
    expect(await matrix.theirRows()).toEqual(matrix.before);
  });
});
