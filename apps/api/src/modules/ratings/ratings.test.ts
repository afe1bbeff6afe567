import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  RatingCommentsResponse,
  RatingSettingsDto,
  RatingsSummaryResponse,
} from '@portal/contracts';
import { auditLog } from '../../db/schema/core.ts';
import { expectError } from '../../../test/helpers.ts';
import { refusedWithoutChange } from '../../../test/refused-without-change.ts';
import { openExternalSession } from '../../../test/sessions.ts';
import { twoProviderApp } from '../../../test/test-app.ts';
import { directoryComments, directoryRatings } from './public.ts';

const BASE = '/pre/v1/prestadores/100001/calificaciones';

describe('mis calificaciones (ratings)', () => {
  const ctx = twoProviderApp();
  const get = (url: string, headers = ctx.demo) => ctx.t.inject({ method: 'GET', url, headers });
  const save = (payload: object, headers = ctx.demo, url = `${BASE}/configuracion`) =>
    ctx.t.inject({ method: 'PUT', url, headers, payload });

  it('shows demo@ its average with one decimal, the count, five stars, each place and 12 months', async () => {
    const summary = (await get(BASE)).json<RatingsSummaryResponse>();
    expect(summary.cantidad).toBe(108);
    expect(summary.promedioTexto).toMatch(/^\d,\d$/);
    expect(summary.promedioTexto).toBe(summary.promedio!.toFixed(1).replace('.', ','));
    expect(summary.estrellas.map((row) => row.estrellas)).toEqual([5, 4, 3, 2, 1]);
    expect(summary.estrellas.reduce((sum, row) => sum + row.cantidad, 0)).toBe(108);
    expect(summary.lugares.map((place) => [place.descripcion, place.cantidad])).toEqual([
      ['Consultorio Palermo', 36],
      ['Consultorio Belgrano', 36],
      ['Consultorio Recoleta', 36],
    ]);
    expect(summary.meses).toHaveLength(12);
    expect(summary.meses.at(-1)!.periodo).toBe(202603);
    expect(summary.meses.every((month) => month.cantidad > 0)).toBe(true);
  });

  it('pages the comments newest first, each with its date, stars and place', async () => {
    const first = (await get(`${BASE}/comentarios?cantidad=5`)).json<RatingCommentsResponse>();
    expect(first.total).toBe(36);
    expect(first.comentarios).toHaveLength(5);
    expect(first.comentarios[0]).toMatchObject({
      fecha: expect.stringMatching(/^\d\d\/\d\d\/2026$/),
    });
    const second = (
      await get(`${BASE}/comentarios?cantidad=5&pagina=2`)
    ).json<RatingCommentsResponse>();
    expect(second.comentarios.map((c) => c.id)).not.toContain(first.comentarios[0]!.id);
    expectError(await get(`${BASE}/comentarios?cantidad=500`), 400, 'VALIDATION');
  });

  it('saves what the directory shows, audited, and the directory’s rating follows it', async () => {
    const before = (await get(`${BASE}/configuracion`)).json<RatingSettingsDto>();
    expect(before).toMatchObject({ mostrarComentarios: true, actualizado: null });
    expect(before.lugares.every((place) => place.mostrarCalificacion)).toBe(true);
    const shown = (await directoryRatings(ctx.t.db, [100001])).get(100001)!;
    expect(shown.cantidad).toBe(108);
    expect(await directoryComments(ctx.t.db, 100001, 3)).toHaveLength(3);

    const response = await save({
      mostrarComentarios: false,
      lugares: [{ id: 1003, mostrarCalificacion: false }],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<RatingSettingsDto>();
    expect(saved.mostrarComentarios).toBe(false);
    expect(saved.lugares.find((place) => place.id === 1003)!.mostrarCalificacion).toBe(false);
    expect(saved.lugares.find((place) => place.id === 1001)!.mostrarCalificacion).toBe(true);
    expect(saved.actualizado).toBe('10/03/2026 10:00');
    expect((await get(`${BASE}/configuracion`)).json()).toEqual(saved);

    const directory = (await directoryRatings(ctx.t.db, [100001, 200001])).get(100001)!;
    expect(directory).toMatchObject({ cantidad: 72, mostrarComentarios: false });
    expect(directory.lugares.map((place) => place.id)).toEqual([1001, 1002]);
    expect(await directoryComments(ctx.t.db, 100001)).toEqual([]);
    const [audit] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ratings.settings.save'), eq(auditLog.providerId, 100001)));
    expect(audit!.details).toEqual({
      antes: { mostrarComentarios: true, ocultos: [] },
      despues: { mostrarComentarios: false, ocultos: [1003] },
    });
    // The owner's page still counts every rating: the settings are the directory's.
    expect((await get(BASE)).json<RatingsSummaryResponse>().cantidad).toBe(108);
    // Comments shown again: none of them about the hidden Recoleta.
    await save({ mostrarComentarios: true, lugares: [{ id: 1003, mostrarCalificacion: false }] });
    const comments = await directoryComments(ctx.t.db, 100001, 50);
    expect(comments.length).toBe(24);
  });

  it('refuses another provider’s place, a repeated place or a foreign path, writing nothing', async () => {
    const url = `${BASE}/configuracion`;
    const headers = ctx.demo;
    const body = (lugares: object[]) => ({ mostrarComentarios: true, lugares });
    const refused = await refusedWithoutChange(
      ctx.t,
      { method: 'PUT', url, headers, payload: body([{ id: 2001, mostrarCalificacion: false }]) },
      422,
      'UNKNOWN_PLACE',
    );
    expect(refused.json().message).toBe('El lugar de atención no pertenece al prestador.');
    await refusedWithoutChange(
      ctx.t,
      {
        method: 'PUT',
        url,
        headers,
        payload: body([
          { id: 1001, mostrarCalificacion: false },
          { id: 1001, mostrarCalificacion: true },
        ]),
      },
      400,
      'VALIDATION',
    );
    await refusedWithoutChange(
      ctx.t,
      { method: 'PUT', url: url.replace('100001', '200001'), headers, payload: body([]) },
      404,
      'NOT_FOUND',
    );
    expectError(await get(BASE.replace('100001', '200001')), 404, 'NOT_FOUND');
  });

  it('a read-only session reads the ratings but cannot save', async () => {
    const { headers } = await openExternalSession(ctx.t, 'demo@prestadores.test', 'readOnly');
    expect((await get(BASE, headers)).statusCode).toBe(200);
    const response = await save({ mostrarComentarios: true, lugares: [] }, headers);
    expect(response.statusCode).toBe(403);
  });
});
