import { asc, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AffiliateValidationResponse } from '@portal/contracts';
import { IMPORT_MESSAGES as M } from '@portal/domain/imports';
import { affiliatePeriods, affiliates } from '../../../db/schema/affiliates.ts';
import { DEMO } from '../../../../test/helpers.ts';
import {
  AFFILIATE_HEADER,
  affiliateLine,
  affiliateState,
  exampleFile,
  importBytes,
  memoryWritable,
} from '../../../../test/imports.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import type { ImportKind } from '../engine/kind.ts';
import { affiliatesKind } from './affiliates.ts';

const kind = affiliatesKind as ImportKind<unknown>;
const file = (...lines: string[]) => [AFFILIATE_HEADER, ...lines].join('\n') + '\n';

describe('importing the affiliates register', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = (await t.login(DEMO.demo)).headers;
  });
  afterAll(() => t.close());

  const validate = async (contra: number) =>
    (
      await t.inject({
        method: 'POST',
        url: '/pre/v1/validador/100001/afiliado',
        headers,
        payload: { contra, inte: 1, validador: 'web', apiKey: 'web', deviceid: 'vitest' },
      })
    ).json<AffiliateValidationResponse>();

  const periodsOf = async (contra: number) =>
    t.db
      .select({
        desde: affiliatePeriods.desde,
        hasta: affiliatePeriods.hasta,
        estado: affiliatePeriods.estado,
        planId: affiliatePeriods.planId,
      })
      .from(affiliatePeriods)
      .innerJoin(affiliates, eq(affiliates.id, affiliatePeriods.affiliateId))
      .where(eq(affiliates.contra, contra))
      .orderBy(asc(affiliatePeriods.desde));

  /** Affiliates the example register lacks that are not on leave yet. */
  const notYetRetired = async () => {
    const rows = await t.db
      .select({ estado: affiliates.estado, estadoDesc: affiliates.estadoDesc })
      .from(affiliates)
      .where(notInArray(affiliates.contra, [30000001, 30000002, 30000003, 30000004]));
    return rows.filter((row) => row.estado !== '2' || row.estadoDesc !== 'Baja').length;
  };

  it('dry run: the report of a real run, nothing applied', async () => {
    const before = await affiliateState(t.db);
    const report = await importBytes(t.db, kind, exampleFile('affiliates.csv'), {
      dryRun: true,
      full: true,
      fileDate: '2026-03-01',
    });
    expect(report).toMatchObject({ applied: false, dryRun: true, read: 4, new: 1, refused: 0 });
    expect(report.retired).toBeGreaterThan(0);
    expect(await affiliateState(t.db)).toEqual(before);
  });

  it('--full: the example register adds Ana Núñez and retires everyone it lacks, never deleting', async () => {
    const before = await affiliateState(t.db);
    const activeBefore = await notYetRetired();
    const report = await importBytes(t.db, kind, exampleFile('affiliates.csv'), {
      full: true,
      fileDate: '2026-03-01',
    });
    expect(report).toMatchObject({ applied: true, read: 4, new: 1, refused: 0 });
    // The demo rows gain the register's new columns (birth date, sex, period): changed.
    expect(report.changed).toBe(3);
    expect(report.retired).toBe(activeBefore);
    expect(await notYetRetired()).toBe(0);
    expect((await affiliateState(t.db)).rows).toBe(Number(before.rows) + 1);
    expect(await validate(30000004)).toMatchObject({
      isValid: true,
      affiliate: { nombre: 'Ana María', apellido: 'Núñez' },
    });
  });

  it('the same file twice: 0 changed, 0 new, 0 retired', async () => {
    const report = await importBytes(t.db, kind, exampleFile('affiliates.csv'), {
      full: true,
      fileDate: '2026-03-02',
    });
    expect(report).toMatchObject({ new: 0, changed: 0, unchanged: 4, retired: 0, applied: true });
  });

  it('an affiliate missing from the next full register gets its leave: validation answers Baja, history kept', async () => {
    const register = exampleFile('affiliates.csv').toString('utf8').split('\n');
    const withoutJuan = register.filter((line) => !line.startsWith('30000001;')).join('\n');
    const report = await importBytes(t.db, kind, withoutJuan, {
      full: true,
      fileDate: '2026-03-05',
    });
    expect(report).toMatchObject({ retired: 1, changed: 0, unchanged: 3 });
    expect(await validate(30000001)).toMatchObject({
      isValid: false,
      mensaje: 'Baja',
      affiliate: { estado: '2', nombre: 'Juan' },
    });
    const [juan] = await t.db.select().from(affiliates).where(eq(affiliates.contra, 30000001));
    expect(juan).toMatchObject({ vigenciaHasta: '2026-03-05', estadoDesc: 'Baja' });
    expect(await periodsOf(30000001)).toEqual([
      { desde: '2020-01-01', hasta: '2026-03-05', estado: '1', planId: 310 },
      { desde: '2026-03-05', hasta: null, estado: '2', planId: 310 },
    ]);
  });

  it('without --full, an upsert: a plan change opens a period, the rest stays', async () => {
    const report = await importBytes(
      t.db,
      kind,
      file(affiliateLine(30000003, { plan: '450', desde: '2021-06-01' })),
      { fileDate: '2026-03-06' },
    );
    expect(report).toMatchObject({ new: 0, changed: 1, retired: 0 });
    expect((await validate(30000002)).mensaje).toBe('Baja');
    expect(await periodsOf(30000003)).toEqual([
      { desde: '2021-06-01', hasta: '2026-03-06', estado: '1', planId: 410 },
      { desde: '2026-03-06', hasta: null, estado: '1', planId: 450 },
    ]);
  });

  it('a coverage check about a past day answers what was true that day', async () => {
    const check = async (contra: number, plan: number, fecha: string) => {
      const query = new URLSearchParams({
        prepagaAfilmed: '1',
        codigoPlan: String(plan),
        fecha,
        prestacion: '420101',
        contratoAfilmed: String(contra),
        integranteAfilmed: '1',
        prestador: '100001',
      });
      const response = await t.inject({
        method: 'GET',
        url: `/pre/v1/validador/cobertura?${query.toString()}`,
        headers,
      });
      return response.json<{ mod_cobert: string } | null>();
    };
    // Juan was active until his leave on 2026-03-05.
    expect(await check(30000001, 310, '20260304')).toMatchObject({ mod_cobert: 'AP' });
    expect(await check(30000001, 310, '20260305')).toBeNull();
    // Carlos moved from plan 410 to 450 on 2026-03-06.
    expect(await check(30000003, 410, '20260305')).toMatchObject({ mod_cobert: 'AP' });
    expect(await check(30000003, 410, '20260306')).toBeNull();
  });

  it('an affiliate the register added answers by its register period, before and after its first change', async () => {
    const covered = async (plan: number, fecha: string) => {
      const query = new URLSearchParams({
        prepagaAfilmed: '1',
        codigoPlan: String(plan),
        fecha,
        prestacion: '420101',
        contratoAfilmed: '33000001',
        integranteAfilmed: '1',
        prestador: '100001',
      });
      const response = await t.inject({
        method: 'GET',
        url: `/pre/v1/validador/cobertura?${query.toString()}`,
        headers,
      });
      return response.json<{ mod_cobert: string } | null>();
    };
    const added = await importBytes(
      t.db,
      kind,
      file(affiliateLine(33000001, { plan: '310', desde: '2024-01-01' })),
      { fileDate: '2026-04-01' },
    );
    expect(added).toMatchObject({ new: 1, applied: true });
    expect(await covered(310, '20260401')).toMatchObject({ mod_cobert: 'AP' });
    const moved = await importBytes(
      t.db,
      kind,
      file(affiliateLine(33000001, { plan: '410', desde: '2024-01-01' })),
      { fileDate: '2026-04-10' },
    );
    expect(moved).toMatchObject({ changed: 1, applied: true });
    expect(await covered(310, '20260409')).toMatchObject({ mod_cobert: 'AP' });
    expect(await covered(310, '20260410')).toBeNull();
    expect(await covered(410, '20260410')).toMatchObject({ mod_cobert: 'AP' });
    expect(await periodsOf(33000001)).toEqual([
      { desde: '2024-01-01', hasta: '2026-04-10', estado: '1', planId: 310 },
      { desde: '2026-04-10', hasta: null, estado: '1', planId: 410 },
    ]);
  });

  it('a connectivity entry for a past day is judged by the register on that day', async () => {
    const enter = async (alta: string) =>
      t.inject({
        method: 'POST',
        url: '/pre/v1/conectividad/100001/ingresa-prestacion',
        headers,
        payload: {
          termId: 'POS00101',
          creden: '30000001 1 01',
          prestacion: 420101,
          alta,
          fecdif: 'S',
        },
      });
    expect((await enter('20260304')).json()).toMatchObject({ fechaPrestacion: '20260304' });
    const refused = await enter('20260306');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ details: [{ path: 'creden', message: 'Baja' }] });
  });

  it('--accept-partial: good rows applied, refused ones in the reject file with line and reason', async () => {
    const rejects = memoryWritable();
    const report = await importBytes(
      t.db,
      kind,
      file(
        affiliateLine(32000001),
        affiliateLine(32000002, { plan: '999' }),
        affiliateLine(32000003, { desde: '2026-02-30' }),
        affiliateLine(32000004),
        affiliateLine(32000004),
      ),
      { acceptPartial: true, rejectTo: rejects.stream, rejectFile: 'rechazos.csv' },
    );
    expect(report).toMatchObject({
      applied: true,
      read: 5,
      new: 1,
      refused: 4,
      rejectFile: 'rechazos.csv',
    });
    const lines = rejects
      .text()
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(`${AFFILIATE_HEADER};linea;campo;motivo`);
    expect(lines.slice(1).map((line) => line.split(';').slice(0, 1)[0])).toEqual([
      '32000003',
      '32000002',
      '32000004',
      '32000004',
    ]);
    expect(lines[1]).toMatch(/;4;desde;Fecha inválida/);
    expect(lines[2]).toContain(`;3;plan;${M.unknownPlan(999)}`);
    const imported = await t.db
      .select({ contra: affiliates.contra })
      .from(affiliates)
      .where(eq(affiliates.documento, '22000001'));
    expect(imported).toEqual([{ contra: 32000001 }]);
  });

  it('--full with --accept-partial is refused: a refused row would retire its affiliate', async () => {
    const report = await importBytes(t.db, kind, file(affiliateLine(32000001)), {
      full: true,
      acceptPartial: true,
    });
    expect(report).toMatchObject({ applied: false, problems: [{ message: M.fullNotPartial }] });
  });
});
