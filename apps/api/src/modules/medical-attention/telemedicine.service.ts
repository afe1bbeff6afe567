import { randomUUID } from 'node:crypto';
import type { TelemedicineSessionResponse, WaitingRoomResponse } from '@portal/contracts';
import { EXTRA_MESSAGES, MESSAGES } from '@portal/domain/app';
import type { LiveSession } from '../../access/session.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/errors.ts';
import type { MedicalDeps } from './deps.ts';
import {
  findTelemedicineSession,
  hasTelemedicine,
  insertTelemedicineSession,
  markOpened,
} from './telemedicine.repository.ts';

/** A launch link works this long: enough to open it, too short to pass around. */
export const TELEMEDICINE_LINK_MS = 5 * 60_000;
/** The portal's waiting room, under /prestadores, when no service is configured. */
export const WAITING_ROOM_PATH = '/prestadores/telemedicina/sala';

export const TELEMEDICINE_MESSAGES = {
  linkExpired: 'El enlace de la sesión de telemedicina venció. Volvé a abrirla desde el menú.',
} as const;

type TelemedicineDeps = Pick<MedicalDeps, 'db' | 'clock' | 'tokens' | 'config'>;

function signature(deps: TelemedicineDeps, id: string, expires: number): string {
  const signed = deps.tokens.sign(`telemedicina:${id}:${expires}`);
  return signed.slice(signed.lastIndexOf('.') + 1);
}

/**
 * POST telemedicina/sesiones: the user's telemedicine permission (spec §6) and accepted terms,
 * then a session record and its signed launch link (the service's, or the waiting room's).
 */
export async function openTelemedicine(
  deps: TelemedicineDeps,
  session: LiveSession,
): Promise<TelemedicineSessionResponse> {
  if (!session.termsAccepted) {
    throw new HttpError(403, EXTRA_MESSAGES.termsRequired, 'TERMS_REQUIRED');
  }
  if (!(await hasTelemedicine(deps.db, session.userId))) {
    throw new HttpError(403, MESSAGES.noPermission, 'FORBIDDEN');
  }
  const id = randomUUID();
  const now = deps.clock.now();
  const expires = now.getTime() + TELEMEDICINE_LINK_MS;
  const service = deps.config.telemedicineUrl ?? null;
  await insertTelemedicineSession(deps.db, {
    id,
    providerId: session.providerId,
    userId: session.userId,
    createdAt: now,
    expiresAt: new Date(expires),
    serviceUrl: service,
  });
  const query = new URLSearchParams({
    sesion: id,
    expira: String(expires),
    firma: signature(deps, id, expires),
  });
  const url = service
    ? `${service}${service.includes('?') ? '&' : '?'}${query.toString()}`
    : `${WAITING_ROOM_PATH}/${id}?expira=${expires}&firma=${query.get('firma')!}`;
  return { sesion: id, url, externo: service !== null, expira: new Date(expires).toISOString() };
}

/** The waiting room's check: this user's session, a link signed by this server, not expired. */
export async function enterWaitingRoom(
  deps: TelemedicineDeps,
  session: LiveSession,
  sesion: string,
  link: { expira: string; firma: string },
): Promise<WaitingRoomResponse> {
  const row = await findTelemedicineSession(deps.db, sesion, session.userId);
  if (!row) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  const expires = Number(link.expira);
  const signed = safeEqual(link.firma, signature(deps, row.id, expires));
  if (!signed || expires !== row.expiresAt.getTime()) {
    throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  }
  if (expires < deps.clock.now().getTime()) {
    throw new HttpError(422, TELEMEDICINE_MESSAGES.linkExpired, 'LINK_EXPIRED');
  }
  if (!row.openedAt) await markOpened(deps.db, row.id, deps.clock.now());
  return {
    sesion: row.id,
    prestador: `${row.nombre} ${row.prestador}`.trim(),
    expira: row.expiresAt.toISOString(),
    primeraVez: row.openedAt === null,
  };
}
