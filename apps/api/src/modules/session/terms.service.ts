import { EXTRA_MESSAGES, MESSAGES } from '@portal/domain/app';
import { formatDateTime } from '@portal/domain/format';
import { HttpError } from '../../lib/errors.ts';
import type { SessionDeps } from './session-tokens.ts';
import type { LiveSession } from '../../access/session.ts';
import { findAcceptance, findLatestTerms, insertAcceptance } from './terms.repository.ts';

export async function latestTerms(deps: SessionDeps) {
  const found = await findLatestTerms(deps.db);
  if (!found) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  return found;
}

/** terminos-y-condiciones: the terms in force and when this user accepted them. */
export async function termsAcceptance(deps: SessionDeps, session: LiveSession) {
  const current = await latestTerms(deps);
  const acceptedAt = await findAcceptance(deps.db, session.userId, current.id);
  return { ...current, aceptadoEl: acceptedAt ? formatDateTime(acceptedAt) : null };
}

/** Accepting needs the caller's own user id and the terms currently in force. */
export async function acceptTerms(
  deps: SessionDeps,
  session: LiveSession,
  userId: number,
  termsId: number,
  device: { id: string; nombre: string },
) {
  if (userId !== session.userId) throw new HttpError(403, MESSAGES.noPermission, 'FORBIDDEN');
  const current = await latestTerms(deps);
  if (current.id !== termsId) {
    throw new HttpError(
      409,
      'Los términos y condiciones cambiaron: volvé a leerlos antes de aceptarlos.',
      'TERMS_OUTDATED',
    );
  }
  await insertAcceptance(deps.db, {
    userId,
    termsId,
    acceptedAt: deps.clock.now(),
    deviceId: device.id,
    deviceName: device.nombre,
  });
  deps.guardCache.forgetUser(userId);
  return { resultado: 'ok' as const };
}
