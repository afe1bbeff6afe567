import { isIntegrationAccess, isStaffAccess, type CallDefinition } from '@portal/contracts';
import { DEMO } from '../helpers.ts';
import { CALLERS, type CallerKey, type Session } from './callers.ts';
import { cellsOf, type Cell } from './expectations.ts';
import type { Matrix } from './matrix-app.ts';
import { isStaffCaller } from './staff-callers.ts';

/**
 * Each call of the contracts as its owner makes it, with the matrix's own request: the demo
 * provider on a provider's call, the first staff role the call lets in on a staff call, the
 * seed's integration key on a machine's call. Taken from the matrix's 'allowed' cells, so the
 * call is past the guard for this caller; public and operator calls have no such cell.
 */
export interface OwnerCall {
  /** Who makes it, as a story names them. */
  owner: string;
  call: CallDefinition;
  /** The matrix's allowed cell whose request parts (path ids, module) this call sends. */
  cell: Cell;
  /** The owner's session: the one the matrix opened, or a fresh one for a call that ends it. */
  session(matrix: Matrix): Promise<Session> | Session;
}

const allowedCell = (call: CallDefinition, accepts: (caller: CallerKey) => boolean) =>
  cellsOf(call).find((cell) => cell.expect.kind === 'allowed' && accepts(cell.caller));

/** The demo provider's own session, or a new one for a call that ends its session (logout). */
async function demoSession(matrix: Matrix, fresh: boolean): Promise<Session> {
  if (!fresh) return matrix.callers.demo;
  const { headers, modelEspecifico } = await matrix.t.login(DEMO.demo);
  const sessionId = headers.authorization.slice('Bearer '.length).split('.')[0]!;
  return { headers, sessionId, userId: modelEspecifico.idUsuario };
}

function ownerCallOf(call: CallDefinition): OwnerCall | null {
  if (isStaffAccess(call.access)) {
    const cell = allowedCell(call, isStaffCaller);
    if (!cell || !isStaffCaller(cell.caller)) return null;
    const caller = cell.caller;
    return {
      owner: `the insurer's ${CALLERS[caller]}`,
      call,
      cell,
      session: (matrix) =>
        cell.row?.endsSession ? matrix.callers.freshStaff(caller) : matrix.callers[caller],
    };
  }
  if (isIntegrationAccess(call.access)) {
    const cell = allowedCell(call, (caller) => caller === 'integrationKey');
    if (!cell) return null;
    return {
      owner: "the insurer's ERP (integration key)",
      call,
      cell,
      session: (m) => m.callers.integrationKey,
    };
  }
  // The impersonated cell is the demo provider's own guard answer (expectations.ts, asDemo).
  const cell = allowedCell(call, (caller) => caller === 'impersonated');
  if (!cell) return null;
  return {
    owner: 'the demo provider',
    call,
    cell,
    session: (matrix) => demoSession(matrix, cell.row?.endsSession === true),
  };
}

/**
 * The owner's call of every call that has one, in the matrix's order: calls that end their
 * session (logout) last.
 */
export function ownerCalls(calls: readonly CallDefinition[]): OwnerCall[] {
  const owned = calls.map(ownerCallOf).filter((owned): owned is OwnerCall => owned !== null);
  const ends = (owned: OwnerCall) => owned.cell.row?.endsSession === true;
  return [...owned.filter((owned) => !ends(owned)), ...owned.filter(ends)];
}
