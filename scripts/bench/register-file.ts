import { AFFILIATE_IMPORT_COLUMNS } from '@portal/contracts';
import { PLANS } from '../../apps/api/src/seed/reference-data.ts';
import { writeCsvFile } from './stream-file.ts';

/**
 * First contract of the synthetic register: above the demo (30000001…) and the large seed's
 * synthetic affiliates (40000000…), so a bench import only adds members of its own.
 */
export const REGISTER_FIRST_CONTRA = 50_000_000;
/** Members per contract (titular and family), as the large seed has them. */
const MEMBERS = 4;

const SURNAMES = ['Pérez', 'González', 'Rodríguez', 'Fernández', 'López', 'Martínez', 'Núñez'];
const NAMES = ['Juan', 'María José', 'Carlos', 'Ana', 'Lucía', 'Martín', 'Sofía', 'Ñandú'];
const TAX = ['Consumidor Final', 'Responsable Inscripto', 'Monotributo', 'Exento'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Row `index` of the synthetic register as its CSV cells (the documented `;` format). Pure
 * arithmetic on the index, so the same N gives the same file byte for byte and any row can be
 * checked alone. About one in twenty is a leave (Baja) with its end date; dates mix the two
 * written forms; one in ten names needs quotes (a `;` inside).
 */
export function registerRow(index: number): string[] {
  const contra = REGISTER_FIRST_CONTRA + Math.floor(index / MEMBERS);
  const inte = (index % MEMBERS) + 1;
  const [plan, prepaga] = PLANS[index % PLANS.length]!;
  const mix = (index * 2_654_435_761) >>> 0;
  const born = `${1930 + (mix % 90)}-${pad((mix % 12) + 1)}-${pad((mix % 28) + 1)}`;
  const since = `${pad((index % 28) + 1)}/${pad((index % 12) + 1)}/${2000 + (index % 26)}`;
  const retired = index % 20 === 7;
  const surname = SURNAMES[mix % SURNAMES.length]!;
  return [
    String(contra),
    '1',
    String(inte),
    String(prepaga),
    String(20_000_000 + index),
    index % 10 === 3 ? `"${surname}; ${SURNAMES[index % SURNAMES.length]!}"` : surname,
    NAMES[index % NAMES.length]!,
    index % 50 === 0 ? '' : born,
    ['F', 'M', 'X', ''][mix % 4]!,
    String(plan),
    mix % 3 === 0 ? 'I' : 'A',
    retired ? '2' : '1',
    retired ? 'Baja' : 'Activo',
    since,
    retired ? `2026-${pad((index % 12) + 1)}-01` : '',
    index % 7 === 0 ? 'S' : 'N',
    TAX[index % TAX.length]!,
  ];
}

function* registerRows(rows: number): Generator<string[]> {
  for (let index = 0; index < rows; index += 1) yield registerRow(index);
}

/** Writes a synthetic affiliates register of `rows` rows to `path`, streamed; answers its size. */
export function writeRegisterFile(path: string, rows: number): Promise<number> {
  return writeCsvFile(path, AFFILIATE_IMPORT_COLUMNS, registerRows(rows));
}
