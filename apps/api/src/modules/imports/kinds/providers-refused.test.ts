import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { localities, providers } from '../../../db/schema/core.ts';
import { DEMO } from '../../../../test/helpers.ts';
import { memoryWritable } from '../../../../test/imports.ts';
import { demoProviderApp } from '../../../../test/test-app.ts';
import {
  cards,
  importProviders,
  mailsTo,
  NEW_PROVIDER,
  PALERMO,
  place,
} from './providers/providers-test-kit.ts';

const ADMIN = NEW_PROVIDER.admin_email!;

describe('the providers file refuses rows it cannot trust, and applies nothing', () => {
  const ctx = demoProviderApp();

  it('a wrong CUIT check digit, an unknown locality or module, disagreeing provider fields', async () => {
    const report = await importProviders(ctx.t.db, [
      place(990001),
      place(990002, { nombre_abre: 'Rocío B. Ibáñez' }),
      place(990003, { localidad: 'Villa Inexistente' }),
      place(990004, { modulos: 'validador-de-asociados|no-existe' }),
      place(990005, { codigo: '910002', cuit: '20301234564', admin_email: '' }),
      place(990006, { codigo: '910003', cuit: '20301234563', admin_email: DEMO.demo }),
      place(1001, { codigo: '910004', admin_email: '' }),
    ]);
    expect(report.applied).toBe(false);
    const byLine = [...report.problems].sort((a, b) => a.line - b.line);
    expect(byLine).toEqual([
      {
        line: 3,
        field: 'nombre_abre',
        message: 'No coincide con la línea 2, del mismo prestador (910001).',
      },
      {
        line: 4,
        field: 'localidad',
        message: 'La localidad «Villa Inexistente» no existe en «Ciudad Autónoma de Buenos Aires».',
      },
      {
        line: 5,
        field: 'modulos',
        message: 'No coincide con la línea 2, del mismo prestador (910001).',
      },
      { line: 5, field: 'modulos', message: 'El módulo «no-existe» no existe.' },
      {
        line: 6,
        field: 'cuit',
        message: 'CUIT inválido: deben ser 11 dígitos con dígito verificador correcto.',
      },
      {
        line: 7,
        field: 'admin_email',
        message: 'Ese e-mail ya es de un usuario de otro prestador.',
      },
      {
        line: 8,
        field: 'lugar',
        message: 'El lugar de atención 1001 es de otro prestador (100001).',
      },
    ]);
    expect(await ctx.t.db.select().from(providers).where(eq(providers.id, 910001))).toEqual([]);
    expect(await mailsTo(ctx.t, ADMIN)).toBe(0);
  });

  it('a locality named in two provinces needs its province; by code it needs none', async () => {
    await ctx.t.db.insert(localities).values({
      id: 9_999,
      provinceId: 6,
      partido: 'Cañuelas',
      nombre: 'Palermo',
      codigoPostal: 'B1814',
    });
    const ambiguous = await importProviders(ctx.t.db, [place(990001, { provincia: '' })]);
    expect(ambiguous).toMatchObject({
      applied: false,
      problems: [
        {
          line: 2,
          field: 'localidad',
          message: 'Hay 2 localidades «Palermo»: indicá la provincia o el código de la localidad.',
        },
      ],
    });
    const byProvince = await importProviders(ctx.t.db, [
      place(990001, { provincia: 'ciudad autonoma de buenos aires' }),
    ]);
    expect(byProvince).toMatchObject({ applied: true, new: 1 });
    const byCode = await importProviders(ctx.t.db, [
      place(990001, { localidad: String(PALERMO), provincia: '' }),
    ]);
    expect(byCode).toMatchObject({ applied: true, unchanged: 1 });
  });
});

describe('accept-partial applies the places it can', () => {
  const ctx = demoProviderApp();

  it('a refused place stays out, with its line in the reject file; the rest applies', async () => {
    const rejects = memoryWritable();
    const report = await importProviders(
      ctx.t.db,
      [
        place(990001),
        place(990002, { localidad: 'Villa Inexistente' }),
        place(990101, { codigo: '920001', cuit: '30715550004', admin_email: '' }),
      ],
      { acceptPartial: true, rejectTo: rejects.stream },
    );
    expect(report).toMatchObject({ applied: true, new: 2, refused: 1 });
    expect(report.problems).toEqual([
      {
        line: 3,
        field: 'localidad',
        message: 'La localidad «Villa Inexistente» no existe en «Ciudad Autónoma de Buenos Aires».',
      },
    ]);
    expect(rejects.text()).toContain('990002');
    const ids = (await cards(ctx.t, 'ape_razon=ibanez')).prestadores.map((card) => card.id);
    expect(new Set(ids)).toEqual(new Set([990001, 990101]));
  });
});
