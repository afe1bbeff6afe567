import { STAFF_LOGIN, STAFF_MESSAGES, normalizeRoles, type StaffRole } from '@portal/domain/staff';
import type { StaffAccount } from '@portal/contracts';
import type { StaffCaller } from '../../../access/staff-guard.ts';
import type { Db } from '../../../db/client.ts';
import { sqlStateOf } from '../../../db/errors.ts';
import { randomToken, sha256 } from '../../../lib/crypto.ts';
import { HttpError } from '../../../lib/errors.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { StaffLoginDeps } from '../login/login.service.ts';
import {
  findStaffById,
  listStaff,
  replaceRecoveryCodes,
  revokeAllStaffSessions,
  updateStaff,
  type StaffUserRow,
} from '../staff.repository.ts';
import { insertStaffUser, staffByInvitation } from './accounts.repository.ts';

type Deps = Pick<StaffLoginDeps, 'db' | 'clock'>;

export function toStaffAccount(row: StaffUserRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: normalizeRoles(row.roles),
    blocked: row.blocked,
    secondFactor: row.totpConfirmed,
    invitationPending: row.passwordHash === null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new HttpError(404, STAFF_MESSAGES.notFound, 'NOT_FOUND');

export async function staffAccounts(deps: Deps): Promise<StaffAccount[]> {
  return (await listStaff(deps.db)).map(toStaffAccount);
}

/**
 * A new account gets no password: its invitation, shown once to the administrator who created
 * it, lets the person set one (docs/decisions/0055), and its first login enrols the second factor.
 */
export async function createStaffAccount(
  deps: Deps,
  caller: StaffCaller,
  input: { email: string; name: string; roles: StaffRole[] },
) {
  const now = deps.clock.now();
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + STAFF_LOGIN.invitationTtlMs);
  const roles = normalizeRoles(input.roles);
  const row = await deps.db
    .transaction(async (tx) => {
      const created = await insertStaffUser(tx, {
        email: input.email,
        name: input.name,
        roles,
        invitationHash: sha256(token),
        invitationExpiresAt: expiresAt,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, now, {
        staffId: caller.staffId,
        action: 'staff.account-created',
        target: { kind: 'staff', id: created.id },
        changes: { email: input.email, name: input.name, roles },
      });
      return created;
    })
    .catch((error: unknown) => {
      if (sqlStateOf(error) === '23505') {
        throw new HttpError(409, STAFF_MESSAGES.emailTaken, 'STAFF_EMAIL_TAKEN');
      }
      throw error;
    });
  return {
    account: toStaffAccount(row),
    invitation: { token, expiresAt: expiresAt.toISOString() },
  };
}

/** The invitation's person sets a password; the invitation is spent. */
export async function acceptStaffInvitation(
  deps: Deps,
  input: { invitation: string; password: string },
): Promise<void> {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const staff = await staffByInvitation(tx, sha256(input.invitation), now);
    if (!staff) {
      throw new HttpError(401, STAFF_MESSAGES.invitationInvalid, 'STAFF_INVITATION_INVALID');
    }
    await updateStaff(tx, staff.id, {
      passwordHash,
      invitationHash: null,
      invitationExpiresAt: null,
      updatedAt: now,
    });
    await recordAudit(tx, now, {
      staffId: staff.id,
      action: 'staff.invitation-accepted',
      target: { kind: 'staff', id: staff.id },
    });
  });
}

/** An administrator's change to another account, audited in the same transaction. */
async function changeAccount(
  deps: Deps,
  caller: StaffCaller,
  id: number,
  change: (
    before: StaffUserRow,
    now: Date,
  ) => {
    values: Partial<StaffUserRow>;
    action:
      'staff.roles-changed' | 'staff.blocked' | 'staff.unblocked' | 'staff.second-factor-reset';
    changes: Record<string, unknown>;
    endSessions: boolean;
    /** More rows the change writes, in its transaction. */
    also?: (tx: Db) => Promise<void>;
  },
): Promise<StaffAccount> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await findStaffById(tx, id);
    if (!before) throw notFound();
    const { values, action, changes, endSessions, also } = change(before, now);
    const after = await updateStaff(tx, id, { ...values, updatedAt: now });
    if (endSessions) await revokeAllStaffSessions(tx, id, now);
    await also?.(tx);
    await recordAudit(tx, now, {
      staffId: caller.staffId,
      action,
      target: { kind: 'staff', id },
      changes,
    });
    return toStaffAccount(after!);
  });
}

const ownAccount = () => new HttpError(409, STAFF_MESSAGES.ownAccount, 'STAFF_OWN_ACCOUNT');

export function changeStaffRoles(deps: Deps, caller: StaffCaller, id: number, roles: StaffRole[]) {
  const to = normalizeRoles(roles);
  // The last word on accounts must stay with someone: an administrator cannot demote themself.
  if (id === caller.staffId && !to.includes('admin')) throw ownAccount();
  return changeAccount(deps, caller, id, (before) => ({
    values: { roles: to },
    action: 'staff.roles-changed',
    changes: { from: normalizeRoles(before.roles), to },
    endSessions: false,
  }));
}

export function blockStaff(deps: Deps, caller: StaffCaller, id: number, blocked: boolean) {
  if (id === caller.staffId) throw ownAccount();
  return changeAccount(deps, caller, id, () => ({
    values: { blocked },
    action: blocked ? 'staff.blocked' : 'staff.unblocked',
    changes: { blocked },
    endSessions: blocked,
  }));
}

/**
 * A lost phone: the account enrols again at its next login, its recovery codes are void and its
 * sessions end (whoever holds the phone is out).
 */
export function resetStaffSecondFactor(deps: Deps, caller: StaffCaller, id: number) {
  return changeAccount(deps, caller, id, () => ({
    values: { totpSecret: null, totpConfirmed: false, totpLastStep: null },
    action: 'staff.second-factor-reset',
    changes: {},
    endSessions: true,
    also: (tx) => replaceRecoveryCodes(tx, id, []),
  }));
}
