import { randomUUID } from 'node:crypto';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { formatExp } from '@portal/domain/format';
import { STAFF_LOGIN, STAFF_MESSAGES, normalizeRoles } from '@portal/domain/staff';
import type { StaffLoginResponse, StaffMe, StaffSessionResponse } from '@portal/contracts';
import type { StaffCaller } from '../../../access/staff-guard.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { sha256 } from '../../../lib/crypto.ts';
import { HttpError } from '../../../lib/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../../lib/passwords.ts';
import type { TokenCodec } from '../../../lib/tokens.ts';
import { beginLoginAttempt, settleLoginAttempt } from '../../auth/public.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  claimTotpStep,
  consumePendingLogin,
  findPendingLogin,
  findStaffByEmail,
  insertStaffSession,
  replaceRecoveryCodes,
  revokeStaffSession,
  updateStaff,
  useRecoveryCode,
  type StaffUserRow,
} from '../staff.repository.ts';
import {
  acceptedTotpStep,
  enrolmentUri,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
} from './second-factor.ts';

export interface StaffLoginDeps {
  db: Db;
  clock: Clock;
  tokens: TokenCodec;
  sessionTtlMinutes: number;
}

/*
 * The failed-login throttle is the providers' (docs/decisions/0003), under keys of the console's
 * own: a staff account's failures never lock a provider's account of the same e-mail, and the
 * two steps count apart, so a stolen password cannot guess codes for longer than a password
 * guesser could guess passwords.
 */
const passwordKey = (email: string) => `consola:${sha256(email).slice(0, 40)}`;
const codeKey = (email: string) => `consola-2fa:${sha256(email).slice(0, 40)}`;

async function throttled(db: Db, key: string, ip: string, now: Date) {
  const verdict = await beginLoginAttempt(db, key, ip, now);
  if (verdict.blocked) {
    throw new HttpError(429, EXTRA_MESSAGES.tooManyAttempts, 'THROTTLED', {
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
  }
  return verdict.attemptId;
}

const blocked = () => new HttpError(403, STAFF_MESSAGES.blocked, 'STAFF_BLOCKED');

/** Step 1: the password. Answers a pending token and, without a confirmed TOTP, the enrolment. */
export async function staffPasswordStep(
  deps: StaffLoginDeps,
  input: { email: string; password: string },
  ip: string,
): Promise<StaffLoginResponse> {
  const now = deps.clock.now();
  const attemptId = await throttled(deps.db, passwordKey(input.email), ip, now);
  const found = await findStaffByEmail(deps.db, input.email);
  const passwordOk = await verifyPassword(
    found?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  const account = found?.passwordHash && passwordOk ? found : null;
  await settleLoginAttempt(deps.db, attemptId, account !== null && !account.blocked);
  if (!account) throw new HttpError(401, STAFF_MESSAGES.loginFailed, 'LOGIN_REFUSED');
  // Only someone who knew the password learns the account is blocked.
  if (account.blocked) throw blocked();

  let enrolment: StaffLoginResponse['enrolment'] = null;
  if (!account.totpConfirmed) {
    // An enrolment left half-way keeps its secret: the app it was scanned into stays right.
    const secret = account.totpSecret ?? newTotpSecret();
    if (account.totpSecret === null) {
      await updateStaff(deps.db, account.id, { totpSecret: secret, updatedAt: now });
    }
    enrolment = { uri: enrolmentUri(account.email, secret), secret };
  }
  const id = randomUUID();
  await insertStaffSession(deps.db, {
    id,
    staffId: account.id,
    pending: true,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STAFF_LOGIN.pendingTtlMs),
  });
  return {
    pendingToken: deps.tokens.signStaff('stp', id),
    expiresInSeconds: STAFF_LOGIN.pendingTtlMs / 1000,
    enrolment,
  };
}

export const staffMe = (staff: Pick<StaffUserRow, 'id' | 'email' | 'name' | 'roles'>): StaffMe => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  roles: normalizeRoles(staff.roles),
});

type SecondFactor = { code?: string | undefined; recoveryCode?: string | undefined };

/** Whether the code opens the account, and what it changes when it does (inside `tx`). */
async function acceptFactor(tx: Db, staff: StaffUserRow, input: SecondFactor, now: Date) {
  if (input.code !== undefined) {
    if (!staff.totpSecret) return null;
    const step = acceptedTotpStep(
      staff.email,
      staff.totpSecret,
      input.code,
      now,
      staff.totpLastStep,
    );
    if (step === null || !(await claimTotpStep(tx, staff.id, step))) return null;
    if (staff.totpConfirmed) return { method: 'totp', recoveryCodes: null };
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(tx, staff.id, codes.hashes);
    await recordAudit(tx, now, { staffId: staff.id, action: 'staff.second-factor-enrolled' });
    return { method: 'totp', recoveryCodes: codes.shown };
  }
  const hash = staff.totpConfirmed ? recoveryCodeHash(input.recoveryCode ?? '') : null;
  if (!hash || !(await useRecoveryCode(tx, staff.id, hash, now))) return null;
  await recordAudit(tx, now, { staffId: staff.id, action: 'staff.recovery-code-used' });
  return { method: 'recovery-code', recoveryCodes: null };
}

/** Step 2: a TOTP or recovery code turns the pending token into a staff session. */
export async function staffSecondFactorStep(
  deps: StaffLoginDeps,
  input: SecondFactor & { pendingToken: string },
  ip: string,
): Promise<StaffSessionResponse> {
  const now = deps.clock.now();
  const pendingId = deps.tokens.verifyStaff('stp', input.pendingToken);
  const staff = pendingId ? await findPendingLogin(deps.db, pendingId, now) : null;
  if (!pendingId || !staff) {
    throw new HttpError(401, STAFF_MESSAGES.pendingExpired, 'STAFF_PENDING_EXPIRED');
  }
  if (staff.blocked) throw blocked();
  const attemptId = await throttled(deps.db, codeKey(staff.email), ip, now);
  // The code, the pending login and the session stand or fall together: a code is spent only
  // by the session it opened.
  const opened = await deps.db.transaction(async (tx) => {
    const accepted = await acceptFactor(tx, staff, input, now);
    if (!accepted) return null;
    if (!(await consumePendingLogin(tx, pendingId, now))) return null;
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + deps.sessionTtlMinutes * 60_000);
    await insertStaffSession(tx, {
      id,
      staffId: staff.id,
      pending: false,
      createdAt: now,
      expiresAt,
    });
    await recordAudit(tx, now, {
      staffId: staff.id,
      action: 'staff.login',
      changes: { method: accepted.method },
    });
    return { id, expiresAt, recoveryCodes: accepted.recoveryCodes };
  });
  await settleLoginAttempt(deps.db, attemptId, opened !== null);
  if (!opened) throw new HttpError(401, STAFF_MESSAGES.codeRefused, 'STAFF_CODE_REFUSED');
  return {
    token: deps.tokens.signStaff('stf', opened.id),
    exp: formatExp(opened.expiresAt),
    staff: staffMe(staff),
    recoveryCodes: opened.recoveryCodes,
  };
}

export async function staffLogout(deps: StaffLoginDeps, caller: StaffCaller): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await revokeStaffSession(tx, caller.sessionId, now);
    await recordAudit(tx, now, { staffId: caller.staffId, action: 'staff.logout' });
  });
}
