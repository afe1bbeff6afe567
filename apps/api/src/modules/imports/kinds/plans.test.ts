import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES as M, PLAN_IMPORT_MESSAGES } from '@portal/domain/imports';
import type { Database } from '../../../db/client.ts';
import { plans } from '../../../db/schema/core.ts';
import { planCoverage } from '../../../db/schema/coverage.ts';
import { exampleFile, importBytes } from '../../../../test/imports.ts';
import { openTestDatabase } from '../../../../test/test-app.ts';
import type { ImportKind } from '../engine/kind.ts';
import { plansKind } from './plans.ts';

const kind = plansKind as ImportKind<unknown>;
const HEADER = 'plan;prepaga;descripcion;descuentoFarmacia;prestacion;modalidad;exceptuada;copago';

describe('importing plans and their coverage', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const coverageOf = (plan: number, service: number) =>
    database.db
      .select({ mod: planCoverage.modCobert, copago: planCoverage.copago })
      .from(planCoverage)
      .where(and(eq(planCoverage.planId, plan), eq(planCoverage.serviceCodigo, service)));

  it('the example: a new plan with its coverage, copays in exact cents; again: 0 changed', async () => {
    const first = await importBytes(database.db, kind, exampleFile('plans.csv'));
    expect(first).toMatchObject({ applied: true, read: 4, refused: 0, retired: 0 });
    // Counted by row, like every kind: each of the four rows is new, changed or unchanged.
    expect(first.new + first.changed + first.unchanged).toBe(4);
    expect(first.new).toBeGreaterThanOrEqual(2);
    const [plan] = await database.db.select().from(plans).where(eq(plans.id, 720));
    expect(plan).toMatchObject({ descripcion: 'Plan 720 Joven', descuentoFarmacia: 30 });
    expect(await coverageOf(310, 180106)).toEqual([{ mod: 'NC', copago: 1500.5 }]);
    const again = await importBytes(database.db, kind, exampleFile('plans.csv'));
    expect(again).toMatchObject({ new: 0, changed: 0, unchanged: 4, retired: 0 });
  });

  it('refuses an unknown service, a plan whose rows disagree, a missing modality, negative money', async () => {
    const report = await importBytes(
      database.db,
      kind,
      [
        HEADER,
        '310;1;Plan 310;40;999999;AP;N;0',
        '720;1;Plan 720 Joven;30;420101;AP;N;0',
        '720;1;Plan 720 Otro;30;180106;AP;N;0',
        '210;1;Plan 210;40;420101;;N;0',
        '210;1;Plan 210;40;180106;AP;N;-5',
      ].join('\n'),
    );
    expect(report.applied).toBe(false);
    expect(report.problems).toEqual([
      { line: 2, field: 'prestacion', message: M.unknownService(999999) },
      { line: 4, field: 'descripcion', message: PLAN_IMPORT_MESSAGES.planMismatch(3) },
      { line: 5, field: 'modalidad', message: M.required },
      { line: 6, field: 'copago', message: M.money },
    ]);
  });

  it('--full removes the coverage lines the file lacks; plans stay', async () => {
    const [before] = await database.db.select().from(plans).where(eq(plans.id, 410));
    expect(await coverageOf(410, 420101)).toHaveLength(1);
    const report = await importBytes(database.db, kind, exampleFile('plans.csv'), { full: true });
    expect(report.retired).toBeGreaterThan(0);
    expect(await coverageOf(410, 420101)).toEqual([]);
    expect(await coverageOf(720, 420101)).toEqual([{ mod: 'AP', copago: 2500 }]);
    const [after] = await database.db.select().from(plans).where(eq(plans.id, 410));
    expect(after).toEqual(before);
  });
});
