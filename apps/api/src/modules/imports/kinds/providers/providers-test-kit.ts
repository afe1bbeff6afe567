import { sql } from 'drizzle-orm';
import type { PROVIDER_IMPORT_COLUMNS } from '@portal/contracts';
import type { Db } from '../../../../db/client.ts';
import type { ImportCounts, RowProblem } from '../../engine/kind.ts';
import { providersKind } from '../providers.ts';

/** A providers file row as CSV cells, with the columns a test does not care about filled. */
export type Cells = Partial<Record<(typeof PROVIDER_IMPORT_COLUMNS)[number], string>>;

export const NEW_PROVIDER: Cells = {
  codigo: '910001',
  tipo: 'P',
  cuit: '20301234563',
  ape_razon_social: 'Ibáñez Rocío',
  nombre_abre: 'Rocío Ibáñez',
  email: 'consultorio@ibanez.test',
  odontologia: 'N',
  modulos: 'validador-de-asociados|datos-personales',
  admin_email: 'rocio@ibanez.test',
  calle: 'Av. Santa Fe',
  numero: '3200',
  localidad: 'Palermo',
  provincia: 'Ciudad Autónoma de Buenos Aires',
  telefono: '011 4831-0000',
  lun: '08:00 a 12:00',
  mar: '08:00-12:00',
  mier: '',
  jue: '14:00 a 18:00',
  vie: '',
  consultorios: 'Consultorio 1|Consultorio 2',
  especialidades: '3|1',
  servicios: '420501=15000,50',
};

export const place = (lugar: number, cells: Cells = {}): Cells => ({
  ...NEW_PROVIDER,
  lugar: String(lugar),
  lugar_descripcion: `Consultorio ${lugar}`,
  ...cells,
});

export interface TestImport extends ImportCounts {
  applied: boolean;
  problems: RowProblem[];
}

/**
 * Runs a providers file the way the engine does (parse each row, stage it, check it set-wise,
 * merge in one transaction), so the kind is tested on its own: line 1 is the header.
 */
export async function importProviders(
  db: Db,
  rows: readonly Cells[],
  options: { full?: boolean; fileDate?: string; acceptPartial?: boolean } = {},
): Promise<TestImport> {
  const problems: RowProblem[] = [];
  const staged: { line: number; values: readonly unknown[] }[] = [];
  rows.forEach((cells, index) => {
    const line = index + 2;
    const parsed = providersKind.row.safeParse(cells);
    if (parsed.success) staged.push({ line, values: providersKind.toStaging(parsed.data) });
    else {
      for (const issue of parsed.error.issues) {
        problems.push({ line, field: String(issue.path[0] ?? ''), message: issue.message });
      }
    }
  });
  const nothing = { new: 0, changed: 0, unchanged: 0, retired: 0 };
  const refuse = new Error('refused');
  try {
    return await db.transaction(async (tx) => {
      const columns = providersKind.staging.map((column) => `"${column.name}" ${column.type}`);
      await tx.execute(
        sql.raw(
          `create temp table import_staging (line integer, ${columns.join(', ')}) on commit drop`,
        ),
      );
      for (const row of staged) {
        await tx.execute(
          sql`insert into import_staging values (${row.line}, ${sql.join(
            row.values.map((value) => sql`${value}`),
            sql`, `,
          )})`,
        );
      }
      problems.push(...(await providersKind.checkStaged!(tx, 'import_staging')));
      if (problems.length > 0 && !options.acceptPartial) throw refuse;
      const counts = await providersKind.merge(tx, 'import_staging', {
        full: options.full ?? false,
        fileDate: options.fileDate ?? '2026-03-02',
        refusedLines: new Set(problems.map((problem) => problem.line)),
      });
      return { ...counts, applied: true, problems };
    });
  } catch (error) {
    if (error !== refuse) throw error;
    return { ...nothing, applied: false, problems };
  }
}
