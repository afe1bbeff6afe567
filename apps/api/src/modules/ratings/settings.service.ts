import type { RatingSettingsDto } from '@portal/contracts';
import { RATINGS_MESSAGES } from '@portal/domain/ratings';
import { formatDateTime } from '@portal/domain/format';
import type { LiveSession } from '../../access/session.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { ownProvider } from '../../lib/ownership.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { findPlaceTotals } from './ratings.repository.ts';
import type { RatingsDeps } from './ratings.service.ts';
import { findPlaceSettings, findSettings, writeSettings } from './settings.repository.ts';

/**
 * The provider's settings as saved; never saved: every rating and the comments are shown. One
 * query after another: inside the save's transaction they share one connection, which must not
 * be handed a query while it runs another (pg deprecates it and its next major refuses it).
 */
async function savedSettings(db: Db, providerId: number): Promise<RatingSettingsDto> {
  const places = await findPlaceTotals(db, [providerId]);
  const [settings] = await findSettings(db, [providerId]);
  const placeSettings = await findPlaceSettings(db, [providerId]);
  return {
    mostrarComentarios: settings?.mostrarComentarios ?? true,
    lugares: places.map((place) => ({
      id: place.id,
      descripcion: place.descripcion,
      mostrarCalificacion:
        placeSettings.find((row) => row.placeId === place.id)?.mostrarCalificacion ?? true,
    })),
    actualizado: settings ? formatDateTime(settings.updatedAt) : null,
  };
}

/** GET .../calificaciones/configuracion */
export async function ratingSettings(deps: RatingsDeps, session: LiveSession, code: number) {
  ownProvider(session.providerId, code);
  return savedSettings(deps.db, session.providerId);
}

/**
 * PUT .../calificaciones/configuracion: every place named must be the caller's (one that is not
 * refuses the whole request, nothing written). The settings and their audit row are written in
 * one transaction; a place not named keeps being shown.
 */
export async function saveRatingSettings(
  deps: RatingsDeps,
  session: LiveSession,
  code: number,
  input: { mostrarComentarios: boolean; lugares: { id: number; mostrarCalificacion: boolean }[] },
): Promise<RatingSettingsDto> {
  ownProvider(session.providerId, code);
  return deps.db.transaction(async (tx) => {
    const own = new Set((await findPlaceTotals(tx, [session.providerId])).map((place) => place.id));
    const foreign = input.lugares.findIndex((place) => !own.has(place.id));
    if (foreign >= 0) {
      throw new HttpError(422, RATINGS_MESSAGES.unknownPlace, 'UNKNOWN_PLACE', {
        details: [{ path: `lugares.${foreign}.id`, message: RATINGS_MESSAGES.unknownPlace }],
      });
    }
    const before = await savedSettings(tx, session.providerId);
    await writeSettings(tx, {
      providerId: session.providerId,
      userId: session.userId,
      mostrarComentarios: input.mostrarComentarios,
      lugares: input.lugares,
      at: deps.clock.now(),
    });
    const after = await savedSettings(tx, session.providerId);
    await recordAudit(tx, deps.clock, {
      action: 'ratings.settings.save',
      operator: session.operator,
      userId: session.userId,
      providerId: session.providerId,
      sessionId: session.id,
      details: {
        antes: { mostrarComentarios: before.mostrarComentarios, ocultos: hidden(before) },
        despues: { mostrarComentarios: after.mostrarComentarios, ocultos: hidden(after) },
      },
    });
    return after;
  });
}

const hidden = (settings: RatingSettingsDto) =>
  settings.lugares.filter((place) => !place.mostrarCalificacion).map((place) => place.id);
