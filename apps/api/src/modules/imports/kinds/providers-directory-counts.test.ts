import { describe, expect, it } from 'vitest';
import { expectDirectoryCountsExact as expectExact } from '../../../../test/directory-counts.ts';
import { demoProviderApp } from '../../../../test/test-app.ts';
import { cards, importProviders, PALERMO, place } from './providers/providers-test-kit.ts';

/** Cards of clínica médica (1) near Palermo, as a visitor's search totals them. */
const nearPalermo = async (t: Parameters<typeof cards>[0]) =>
  (await cards(t, `especialidad=1&localidad=${PALERMO}`)).total;

/**
 * The providers import writes directory cards set-wise (apply.ts, retire.ts): the directory's
 * kept counts (docs/decisions/0069) match a fresh count after each of its kinds of write.
 */
describe("the providers import keeps the directory's counts", () => {
  const ctx = demoProviderApp();

  it('a providers import: a new place, its specialties changed, moved, then retired by a full file', async () => {
    const before = await nearPalermo(ctx.t);
    await importProviders(ctx.t.db, [place(990001, { especialidades: '1|3' })]);
    await expectExact(ctx.t.db);
    expect(await nearPalermo(ctx.t)).toBe(before + 1);

    await importProviders(ctx.t.db, [place(990001, { especialidades: '3|4' })]);
    await expectExact(ctx.t.db);
    expect(await nearPalermo(ctx.t)).toBe(before);

    await importProviders(ctx.t.db, [
      place(990001, { especialidades: '1|4', localidad: 'Belgrano' }),
      place(990002, { especialidades: '1' }),
    ]);
    await expectExact(ctx.t.db);
    // Belgrano is among the localities near Palermo: both places count in the search.
    expect(await nearPalermo(ctx.t)).toBe(before + 2);

    const report = await importProviders(ctx.t.db, [place(990002, { especialidades: '1' })], {
      full: true,
    });
    expect(report.retired).toBeGreaterThan(0);
    await expectExact(ctx.t.db);
  });
});
