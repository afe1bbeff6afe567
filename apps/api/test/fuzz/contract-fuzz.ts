import { getTableName } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_CALLS,
  INTEGRATION_KEY_HEADER,
  errorResponse,
  eventStreamBody,
  isIntegrationAccess,
  isStaffAccess,
  staffRolesOf,
  type CallDefinition,
} from '@portal/contracts';
import { loginAttempts } from '../../src/db/schema/auth.ts';
import { writeLimitHits } from '../../src/db/schema/core.ts';
import { DEMO_INTEGRATION_KEY_TEXT } from '../../src/seed/imports.ts';
import { DEMO } from '../helpers.ts';
import { demoStaff, openStaffSession } from '../staff.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { requestArbitrary, type FuzzRequest } from './fuzz-request.ts';
import { rowCounter, type RowCounter, type RowCounts } from './table-counts.ts';

/*
 * A property-based fuzz test generated from each call's zod contract. Every /pre call
 * of ALL_CALLS (the event stream aside: it holds its connection open) gets valid, boundary and
 * hostile paths, queries and bodies, sent as its caller: nobody for public calls, the operator
 * key for operator calls, the seed's integration key for the imports' door, the demo staff
 * account of the first role a console's call allows (the administrator for any staff account's:
 * an administrator holds no queue's role, and a 403 would fuzz the guard only), the demo provider
 * otherwise. No answer may be a 5xx, every refusal is
 * in the one error shape, and a refused request leaves every table's row count as it was (a
 * refused login's one row in the failed-login ledger aside: that row is the throttle).
 * CI runs FUZZ_RUNS (default 10) requests per call; FUZZ_RUNS=1000 is the deep pass.
 * The counts are taken once per request, after it: a refusal's are compared with those of the
 * moment before it, known from the request before (ADR 0030), where anything that may have
 * written since (a login, the write-limit clean-up) is counted again.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const OPERATOR_KEY = 'operator-key-of-the-fuzz-0123456789';
/** Public calls come from another address than the demo login, so throttles never lock it. */
const FUZZ_IP = '10.14.0.1';

const FUZZED = ALL_CALLS.filter((call) => call.response !== eventStreamBody);
const isLogout = (call: CallDefinition) => call.path === '/pre/v0/auth-logout';

/** With FUZZ_STATS set, the answers' statuses by call are printed at the end. */
const tally = new Map<string, Record<number, number>>();

let t: TestApp;
let demo: Record<string, string>;
let countRows: RowCounter;
/** Every table's row count as it is now, or null when something may have written since. */
let known: RowCounts | null = null;
const WRITE_LIMIT_HITS = getTableName(writeLimitHits);
const LOGIN_ATTEMPTS = getTableName(loginAttempts);

/**
 * What a refusal may have written: nothing, except that a refused login (the providers' or the
 * console's, either step) is one row of the failed-login ledger — that row is the throttle
 * (docs/decisions/0003), and only public calls may add it, one at most.
 */
function writtenByRefusal(call: CallDefinition, before: RowCounts, after: RowCounts) {
  const added = (after[LOGIN_ATTEMPTS] ?? 0) - (before[LOGIN_ATTEMPTS] ?? 0);
  if (call.access !== 'public' || (added !== 0 && added !== 1)) return { before, after };
  return {
    before: { ...before, [LOGIN_ATTEMPTS]: 0 },
    after: { ...after, [LOGIN_ATTEMPTS]: 0 },
  };
}

/** The demo session may have been ended or refused by a run: log in again when it is. */
async function keepDemoSession() {
  const probe = await t.inject({ method: 'POST', url: '/pre/v1/user-config', headers: demo });
  if (probe.statusCode === 401) demo = (await t.login(DEMO.demo)).headers;
  known = null;
}

async function headersFor(call: CallDefinition): Promise<Record<string, string>> {
  if (call.access === 'public') return {};
  if (call.access === 'operator') return { 'x-operator-key': OPERATOR_KEY };
  if (isIntegrationAccess(call.access))
    return { [INTEGRATION_KEY_HEADER]: DEMO_INTEGRATION_KEY_TEXT };
  // A session of its own every run: a run may end the last one (logout, a reset second factor).
  if (isStaffAccess(call.access)) {
    known = null; // the session is a row
    const role = staffRolesOf(call.access)?.[0] ?? 'admin';
    return (await openStaffSession(t, demoStaff(role).email)).headers;
  }
  // Logout ends the session it is made in: it gets a session of its own every run.
  if (isLogout(call)) {
    known = null; // the login wrote its session
    return (await t.login(DEMO.demo)).headers;
  }
  return demo;
}

async function send(request: FuzzRequest, headers: Record<string, string>) {
  const withBody = request.payload !== undefined;
  return t.inject({
    method: request.method,
    url: request.url,
    headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
    remoteAddress: FUZZ_IP,
    ...(withBody ? { payload: request.payload as string } : {}),
  });
}

/**
 * Registers part `shard` (1-based) of `shards` of the fuzz: every `shards`-th call. The parts are
 * files of their own so the runner spreads them over its workers (the whole fuzz on PostgreSQL
 * was 150 s of one worker, the last file of the run).
 */
export function fuzzContracts(shard: number, shards: number): void {
  const calls = FUZZED.filter((_, index) => index % shards === shard - 1);
  beforeAll(async () => {
    known = null;
    tally.clear();
    t = await createTestApp({ config: { operatorKey: OPERATOR_KEY } });
    demo = (await t.login(DEMO.demo)).headers;
    countRows = rowCounter(t.db);
  });
  afterAll(async () => {
    if (process.env.FUZZ_STATS) {
      for (const [name, statuses] of tally) console.info(name, JSON.stringify(statuses));
    }
    // The counts every refusal was compared with were kept, not counted: they must still agree.
    await countRows.verify();
    await t.close();
  });

  describe(`contract fuzz, part ${shard} of ${shards}: ${calls.length} of ${FUZZED.length} calls × ${RUNS} runs`, () => {
    it.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))(
      '%s',
      async (_name, call) => {
        await keepDemoSession();
        await fc.assert(
          fc.asyncProperty(requestArbitrary(call), async (request) => {
            // The write limits are tested on their own; here they would hide the handler.
            if (known?.[WRITE_LIMIT_HITS] !== 0) {
              await t.db.delete(writeLimitHits);
              if (known) known = { ...known, [WRITE_LIMIT_HITS]: 0 };
            }
            const headers = await headersFor(call);
            const before = known ?? (await countRows());
            known = null;
            const response = await send(request, headers);
            const after = await countRows();
            known = after;
            const status = response.statusCode;
            const statuses = tally.get(`${call.method} ${call.path}`) ?? {};
            statuses[status] = (statuses[status] ?? 0) + 1;
            tally.set(`${call.method} ${call.path}`, statuses);
            const seen = `${status} ${response.body.slice(0, 300)}`;
            expect(status, seen).toBeLessThan(500);
            if (status >= 200 && status < 300) return;
            const body = errorResponse.safeParse(response.json());
            expect(body.success, seen).toBe(true);
            expect(body.data?.statusCode, seen).toBe(status);
            const compared = writtenByRefusal(call, before, after);
            expect(compared.after, seen).toEqual(compared.before);
          }),
          { numRuns: RUNS, endOnFailure: true },
        );
      },
      30_000 + RUNS * 1_000,
    );
  });
}
