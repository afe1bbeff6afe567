import { randomUUID } from 'node:crypto';
import { formatExp } from '@portal/domain/format';
import { isRecoveryRequestLapsed, PASSWORD_RECOVERY } from '@portal/domain/auth';
import { randomPin, randomToken, sha256 } from '../../../lib/crypto.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { revokeUserSessions, type SessionDeps } from '../../session/public.ts';
import * as repo from './password-recovery.repository.ts';
import { throttledLookup } from '../lookup-throttle.ts';

export interface RecoveryDeps extends SessionDeps {
  mailer: Mailer;
}

const OK = { estado: 'OK' as const };
const fail = (mensaje: string) => ({ estado: 'ERROR' as const, mensaje });
const NOT_FOUND = 'No encontramos un usuario con esos datos.';
const PIN_EXPIRED = 'El código venció o ya no es válido. Pedí uno nuevo.';

/** Step 1: the e-mail belongs to a user of the provider with that CUIT. */
export async function validateProvider(
  deps: RecoveryDeps,
  email: string,
  cuit: string,
  ip: string,
) {
  const user = await throttledLookup(deps.db, ip, deps.clock.now(), async () => {
    const found = await repo.findUserByEmailAndCuit(deps.db, email, cuit);
    return found && !found.disabledAt ? found : null;
  });
  return user ? OK : fail(NOT_FOUND);
}

const pinsSince = (now: Date) => new Date(now.getTime() - PASSWORD_RECOVERY.pinsWindowMs);
const PIN_MINUTES = PASSWORD_RECOVERY.pinTtlMs / 60_000;
const TOO_MANY_PINS =
  'Pediste demasiados códigos en la última hora. Esperá un rato y volvé a intentar.';

/** The active user behind a recovery e-mail; a miss counts against the address. */
const findRecoveringUser = (deps: RecoveryDeps, email: string, ip: string, now: Date) =>
  throttledLookup(deps.db, ip, now, () => repo.findActiveUserByEmail(deps.db, email));

/** Step 2: a PIN may be issued now (hourly limit); answers the server time as `fecha`. */
export async function validateToken(deps: RecoveryDeps, email: string, ip: string) {
  const now = deps.clock.now();
  const user = await findRecoveringUser(deps, email, ip, now);
  if (!user) return fail(NOT_FOUND);
  const recent = await repo.countRecentResets(deps.db, user.id, pinsSince(now));
  if (recent >= PASSWORD_RECOVERY.maxPinsPerHour) return fail(TOO_MANY_PINS);
  return { estado: 'OK' as const, fecha: formatExp(now) };
}

/** Step 3: mails a new six-digit PIN; earlier PINs stop working. */
export async function sendPin(deps: RecoveryDeps, email: string, fecha: string, ip: string) {
  const now = deps.clock.now();
  if (isRecoveryRequestLapsed(fecha, now)) {
    return fail('La solicitud venció. Volvé a empezar la recuperación de la contraseña.');
  }
  const user = await findRecoveringUser(deps, email, ip, now);
  if (!user) return fail(NOT_FOUND);
  const pin = randomPin();
  const issued = await deps.db.transaction(async (tx) => {
    // The hourly limit is judged here only, under the user's row lock: parallel requests are
    // serialised, so a burst cannot pass it.
    await repo.lockUser(tx, user.id);
    const recent = await repo.countRecentResets(tx, user.id, pinsSince(now));
    if (recent >= PASSWORD_RECOVERY.maxPinsPerHour) return false;
    const previous = await repo.findLatestReset(tx, user.id);
    if (previous) await repo.updateReset(tx, previous.id, { usedAt: now });
    await repo.insertReset(tx, {
      id: randomUUID(),
      userId: user.id,
      pinHash: sha256(pin),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RECOVERY.pinTtlMs),
    });
    return true;
  });
  if (!issued) return fail(TOO_MANY_PINS);
  await deps.mailer.send({
    to: user.email,
    subject: 'Código para recuperar tu contraseña',
    text: `Tu código para recuperar la contraseña del Portal de Prestadores es ${pin}. Vence en ${PIN_MINUTES} minutos. Si no lo pediste, ignorá este mensaje.`,
  });
  return OK;
}

/** Step 4: checks the PIN (few tries, short life) and answers a one-time reset token. */
export async function validatePin(deps: RecoveryDeps, email: string, pin: string) {
  const user = await repo.findActiveUserByEmail(deps.db, email);
  const reset = user ? await repo.findLatestReset(deps.db, user.id) : null;
  const now = deps.clock.now();
  const used = reset
    ? await repo.takePinAttempt(deps.db, reset.id, PASSWORD_RECOVERY.maxPinAttempts, now)
    : null;
  if (!reset || used === null) return fail(PIN_EXPIRED);
  if (sha256(pin) !== reset.pinHash) {
    const left = PASSWORD_RECOVERY.maxPinAttempts - used;
    if (left <= 0) return fail(PIN_EXPIRED);
    return fail(
      `El código no es correcto. ${left === 1 ? 'Te queda 1 intento.' : `Te quedan ${left} intentos.`}`,
    );
  }
  const resetToken = randomToken();
  await repo.updateReset(deps.db, reset.id, {
    resetTokenHash: sha256(resetToken),
    resetExpiresAt: new Date(now.getTime() + PASSWORD_RECOVERY.resetTokenTtlMs),
    attempts: PASSWORD_RECOVERY.maxPinAttempts,
  });
  return { estado: 'OK' as const, resetToken };
}

/** Step 5: sets the new password once, and ends every open session of the user. */
export async function updatePassword(deps: RecoveryDeps, resetToken: string, password: string) {
  const now = deps.clock.now();
  const reset = await repo.findResetByToken(deps.db, sha256(resetToken), now);
  if (!reset) return fail('El enlace para cambiar la contraseña venció. Volvé a empezar.');
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await repo.setPassword(tx, reset.userId, passwordHash);
    await repo.updateReset(tx, reset.id, { usedAt: now });
    await revokeUserSessions(tx, reset.userId, now);
  });
  deps.guardCache.forgetUser(reset.userId);
  return OK;
}
