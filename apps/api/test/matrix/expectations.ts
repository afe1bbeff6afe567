import {
  isIntegrationAccess,
  isStaffAccess,
  staffRolesOf,
  type CallDefinition,
} from '@portal/contracts';
import type { DemoAccount } from '../../src/seed/demo-accounts.ts';
import { DEMO, demoAccount } from '../helpers.ts';
import { CALL_ROWS, callKey, whyRowNeeded, type CallRow, type Probe } from './call-rows.ts';
import { CALLERS, type CallerKey } from './callers.ts';
import { STAFF_CALLERS, type StaffCallerKey } from './staff-callers.ts';

/**
 * The expected answer of every call to every caller, derived from the call's `access` and
 * `readOnlySafe`, the demo accounts of the seed, and the call's row where the definition
 * cannot say (object ids, a module taken from the path, a call that ends its session).
 */

export type Expectation =
  /** A public call: it answers its own way, never 401/403 for access. */
  | { kind: 'ownWay' }
  | { kind: 'refused'; status: number; code: string }
  /** Past the guard: not 401/403 (bodies are left out, so a 400 says the guard let it by). */
  | { kind: 'allowed' }
  | { kind: 'foreign'; probe: Probe }
  /** The call needs a row the table does not have: the test fails and says why. */
  | { kind: 'missingRow'; why: string };

export interface Cell {
  name: string;
  call: CallDefinition;
  row: CallRow | undefined;
  caller: CallerKey;
  expect: Expectation;
  /** The permission keys the call asks of this caller (module, ability). */
  modules: string[];
}

const refused = (status: number, code: string): Expectation => ({ kind: 'refused', status, code });
const ALLOWED: Expectation = { kind: 'allowed' };
const NO_SESSION = refused(401, 'SESSION_EXPIRED');
const NOT_OPERATOR = refused(403, 'FORBIDDEN');
const NO_KEY = refused(401, 'INTEGRATION_KEY_INVALID');

/** The permission keys the guard checks for a call and caller (none for 'session' calls). */
export function modulesOf(call: CallDefinition, row: CallRow | undefined, caller: CallerKey) {
  const access = call.access;
  if (typeof access !== 'object') return [];
  if ('module' in access) return access.ability ? [access.module, access.ability] : [access.module];
  const chosen = row?.moduleParam;
  if (!chosen) return [];
  return [caller === 'subUser' || caller === 'moduleInactive' ? chosen[caller] : chosen.default];
}

/** What the guard answers a live session of a demo account, per spec §6's order. */
function guardAnswer(account: DemoAccount, modules: string[]): Expectation {
  // A 'session' call (user config, terms, renewal, logout) asks for nothing but a live session.
  if (modules.length === 0) return ALLOWED;
  if (!account.user.termsAccepted) return refused(403, 'TERMS_REQUIRED');
  const enabled = (key: string) => account.enabled === 'all' || account.enabled.includes(key);
  if (!modules.every(enabled)) return refused(403, 'FORBIDDEN');
  if (modules.some((key) => account.inactive?.includes(key)))
    return refused(403, 'MODULE_INACTIVE');
  return ALLOWED;
}

const probesOf = (row: CallRow | undefined): readonly Probe[] =>
  !row || 'none' in row.foreign ? [] : row.foreign;

const isRead = (call: CallDefinition) => call.method === 'GET' || call.readOnlySafe === true;

/**
 * The insurer's machines' calls (docs/decisions/0050): a valid key only, whatever else comes;
 * an upload's kind must be in the key's scope; another key's job is not there.
 */
function integrationExpectations(
  call: CallDefinition,
  row: CallRow | undefined,
): [CallerKey, Expectation | Expectation[]][] {
  const others = [
    'noToken',
    'forgedToken',
    'expiredToken',
    'subUser',
    'termsPending',
    'readOnly',
    'impersonated',
    'revokedKey',
  ] as const;
  return [
    ...others.map((caller): [CallerKey, Expectation] => [caller, NO_KEY]),
    ['integrationKey', ALLOWED],
    ['outOfScopeKey', typeof call.access === 'object' ? NOT_OPERATOR : ALLOWED],
    ['foreignObject', probesOf(row).map((probe): Expectation => ({ kind: 'foreign', probe }))],
  ];
}

/**
 * The staff's calls (docs/decisions/0055): every role of its own, allowed where the call names
 * it; no provider's token, forged or live, nor a machine's key is a staff session.
 */
function staffExpectations(
  call: CallDefinition,
  row: CallRow | undefined,
): [CallerKey, Expectation | Expectation[]][] {
  const roles = staffRolesOf(call.access) ?? [];
  const others = [
    'noToken',
    'forgedToken',
    'expiredToken',
    'subUser',
    'termsPending',
    'readOnly',
    'impersonated',
    'integrationKey',
  ] as const;
  return [
    ...others.map((caller): [CallerKey, Expectation] => [caller, NO_SESSION]),
    ...(
      Object.entries(STAFF_CALLERS) as [StaffCallerKey, (typeof STAFF_CALLERS)[StaffCallerKey]][]
    ).map(([caller, role]): [CallerKey, Expectation] => [
      caller,
      // Read from the call's own list, not through the guard's rule, so the two cannot agree
      // by sharing a mistake.
      roles.length === 0 || roles.includes(role) ? ALLOWED : NOT_OPERATOR,
    ]),
    ['foreignObject', probesOf(row).map((probe): Expectation => ({ kind: 'foreign', probe }))],
  ];
}

/** A staff token on a provider's call: no session, no operator, no key. */
function staffTokenOnProviderCall(call: CallDefinition): [CallerKey, Expectation][] {
  if (call.access === 'public') return [];
  if (call.access === 'operator') return [['staffToken', NOT_OPERATOR]];
  return [['staffToken', isIntegrationAccess(call.access) ? NO_KEY : NO_SESSION]];
}

function expectationsOf(
  call: CallDefinition,
  row: CallRow | undefined,
): [CallerKey, Expectation | Expectation[]][] {
  if (isStaffAccess(call.access)) return staffExpectations(call, row);
  return [...staffTokenOnProviderCall(call), ...providerExpectations(call, row)];
}

function providerExpectations(
  call: CallDefinition,
  row: CallRow | undefined,
): [CallerKey, Expectation | Expectation[]][] {
  if (isIntegrationAccess(call.access)) return integrationExpectations(call, row);
  // A machine's key opens nothing but the imports: to the rest it is no session or operator.
  const key: [CallerKey, Expectation][] =
    call.access === 'public'
      ? []
      : [['integrationKey', call.access === 'operator' ? NOT_OPERATOR : NO_SESSION]];
  return [...key, ...portalExpectations(call, row)];
}

function portalExpectations(
  call: CallDefinition,
  row: CallRow | undefined,
): [CallerKey, Expectation | Expectation[]][] {
  if (call.access === 'public') {
    return (['noToken', 'forgedToken', 'expiredToken'] as const).map((c) => [
      c,
      { kind: 'ownWay' },
    ]);
  }
  const tokens = (['noToken', 'forgedToken', 'expiredToken'] as const).map(
    (c): [CallerKey, Expectation] => [c, call.access === 'operator' ? NOT_OPERATOR : NO_SESSION],
  );
  if (call.access === 'operator') {
    const sessions = ['subUser', 'termsPending', 'readOnly', 'impersonated'] as const;
    return [...tokens, ...sessions.map((c): [CallerKey, Expectation] => [c, NOT_OPERATOR])];
  }
  const demo = demoAccount(DEMO.demo);
  // Past the guard, a section the demo provider's type lacks refuses every caller alike.
  const section = (expected: Expectation): Expectation =>
    row?.sectionRefusal && expected.kind === 'allowed'
      ? refused(row.sectionRefusal.status, row.sectionRefusal.code)
      : expected;
  const asDemo = (caller: CallerKey) => section(guardAnswer(demo, modulesOf(call, row, caller)));
  // The guard refuses a read-only write before the call runs, section or not.
  const readOnly = guardAnswer(demo, modulesOf(call, row, 'readOnly'));
  const cells: [CallerKey, Expectation | Expectation[]][] = [
    ...tokens,
    ['foreignObject', probesOf(row).map((probe): Expectation => ({ kind: 'foreign', probe }))],
    [
      'subUser',
      section(guardAnswer(demoAccount(DEMO.subusuario), modulesOf(call, row, 'subUser'))),
    ],
    ['termsPending', guardAnswer(demoAccount(DEMO.terminos), modulesOf(call, row, 'termsPending'))],
    [
      'readOnly',
      readOnly.kind === 'allowed' && !isRead(call) ? refused(403, 'READ_ONLY') : section(readOnly),
    ],
    ['impersonated', asDemo('impersonated')],
  ];
  if (modulesOf(call, row, 'moduleInactive').length > 0) {
    cells.push(['moduleInactive', refused(403, 'MODULE_INACTIVE')]);
  }
  const own = row?.callerRefusals ?? {};
  return cells.map(([caller, expected]): [CallerKey, Expectation | Expectation[]] => {
    const refusal = own[caller as keyof typeof own];
    return refusal ? [caller, refused(refusal.status, refusal.code)] : [caller, expected];
  });
}

function expectedLabel(expect: Expectation, caller: CallerKey): string {
  switch (expect.kind) {
    case 'ownWay':
      return 'answers its own way (not 401/403)';
    case 'refused':
      return `${expect.status} ${expect.code}`;
    case 'allowed':
      return caller === 'impersonated' ? 'allowed, audited' : 'allowed';
    case 'foreign': {
      const { answer } = expect.probe;
      if (answer === 'ownData') return "2xx with the caller's own data only";
      return answer ? `${answer.status} ${answer.code}` : '403 or 404, nothing of theirs';
    }
    case 'missingRow':
      return 'FAILS: add its row';
  }
}

function callerLabel(caller: CallerKey, expect: Expectation, modules: string[]): string {
  if (expect.kind === 'foreign') return `${CALLERS.foreignObject} (${expect.probe.story})`;
  if (caller === 'subUser' && modules.length > 0) {
    return expect.kind === 'allowed' ? 'sub-user with the module' : 'sub-user without the module';
  }
  return CALLERS[caller];
}

/** The matrix's cells for one call, or the one failing cell that asks for its row. */
export function cellsOf(call: CallDefinition): Cell[] {
  const key = callKey(call);
  const row = CALL_ROWS[key];
  const why = whyRowNeeded(call);
  if (why && !row) {
    const expect: Expectation = { kind: 'missingRow', why };
    return [
      {
        name: `${key} has its row in the matrix`,
        call,
        row,
        caller: 'noToken',
        expect,
        modules: [],
      },
    ];
  }
  return expectationsOf(call, row).flatMap(([caller, expected]) =>
    [expected].flat().map((expect) => {
      const modules = modulesOf(call, row, caller);
      const name = `${key} × ${callerLabel(caller, expect, modules)} → ${expectedLabel(expect, caller)}`;
      return { name, call, row, caller, expect, modules };
    }),
  );
}
