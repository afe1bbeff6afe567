import { SETTLEMENT_IMPORT_COLUMNS } from '@portal/contracts';
import { DEBIT_REASONS, SETTLEMENT_ERROR_REASONS } from '@portal/domain/settlements';
import { PROVIDERS_FIRST_CODE, placesOf, providerRow } from './providers-file.ts';
import { REGISTER_FIRST_CONTRA, registerRow } from './register-file.ts';
import { writeCsvFile } from './stream-file.ts';

/** Expedientes of the synthetic month: clear of the demo's and the large seed's (10,000,000…). */
export const SETTLEMENTS_FIRST_EXPEDIENTE = 60_000_000;
/** One settlement a provider; its lines by table, 24 in all (1.2 M for 50,000 providers). */
const LINES = { detalles: 20, debitos: 2, copago: 1, errores: 1 } as const;
export const LINES_PER_SETTLEMENT = Object.values(LINES).reduce((a, b) => a + b, 0);
const PERIOD = { periodo: '202610', settled: '2026-11-05', first: '2026-10-01' };

// [code, name, type]
const SETTLED = [
  ['420101', 'Consulta médica', 'Consultas'],
  ['660475', 'Hemograma completo', 'Laboratorio'],
  ['180104', 'Ecografía renal y vesical', 'Diagnóstico por imágenes'],
  ['250101', 'Sesión de kinesiología', 'Rehabilitación'],
] as const;

const money = (cents: number) =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/** Amount in cents of detalle `k` (0-based) of settlement `s`: 500 to 4,500 pesos. */
const detalle = (s: number, k: number) => 50_000 + ((s * 37 + k * 7_919) % 400_000);

/**
 * Line `line` of the month as the affiliate it settles: one of the first `registerRows` of the
 * synthetic register (register-file.ts), spread over it by a prime stride, so the settlements
 * need that register imported and nothing else.
 */
function affiliate(line: number, registerRows: number): string[] {
  const index = (line * 7_919) % registerRows;
  const cells = registerRow(index);
  const surname = cells[5]!.replace(/^"|"$/g, '').split(';')[0]!;
  return [
    String(REGISTER_FIRST_CONTRA + Math.floor(index / 4)),
    cells[1]!,
    cells[2]!,
    `${surname} ${cells[6]}`,
  ];
}

/**
 * The rows of settlement `s` (provider `s`'s month, 0-based) as CSV cells: 20 detalles, two
 * debits (a quarter of two detalles), a copay and a refused line. The totals are computed from
 * the very amounts the lines carry, so they add up: bruto = Σ detalles, neto = bruto − debitos
 * − copago.
 */
export function settlementRows(s: number, registerRows: number): string[][] {
  const amounts = Array.from({ length: LINES.detalles }, (_, k) => detalle(s, k));
  const debits = [amounts[0]! / 4, amounts[1]! / 4].map(Math.floor);
  const copay = 20_000 + (s % 5) * 5_000;
  const bruto = amounts.reduce((a, b) => a + b, 0);
  const debitos = debits[0]! + debits[1]!;
  const place = providerRow(s, s % placesOf(s))[10]!;
  const head = [
    String(SETTLEMENTS_FIRST_EXPEDIENTE + s),
    String(PROVIDERS_FIRST_CODE + s),
    PERIOD.periodo,
    PERIOD.settled,
    s % 10 === 0 ? 'Pagada' : 'Liquidada',
    money(bruto),
    money(debitos),
    money(copay),
    money(bruto - debitos - copay),
  ];
  let n = s * LINES_PER_SETTLEMENT;
  const row = (tabla: string, renglon: number, k: number, cents: number, tail: string[]) => {
    const [code, name, type] = SETTLED[k % SETTLED.length]!;
    const day = `2026-10-${String(1 + ((s + k) % 28)).padStart(2, '0')}`;
    const line = [...head, tabla, String(renglon), day, ...affiliate(n, registerRows)];
    n += 1;
    return [...line, code, name, money(cents), ...(tabla === 'detalles' ? [type, ...tail] : tail)];
  };
  const rows = amounts.map((cents, k) =>
    row('detalles', k + 1, k, cents, [place, String(1 + (k % 3)), '', '']),
  );
  debits.forEach((cents, k) => {
    const [code, reason] = DEBIT_REASONS[(s + k) % DEBIT_REASONS.length]!;
    rows.push(row('debitos', k + 1, k, cents, ['', '', '', code, reason]));
  });
  rows.push(row('copago', 1, 1, copay, ['', '', '', '', '']));
  const [code, reason] = SETTLEMENT_ERROR_REASONS[s % SETTLEMENT_ERROR_REASONS.length]!;
  rows.push(row('errores', 1, 2, detalle(s, 99), ['', '', '', code, reason]));
  return rows;
}

function* monthRows(providers: number, registerRows: number): Generator<string[]> {
  for (let s = 0; s < providers; s += 1) yield* settlementRows(s, registerRows);
}

/**
 * Writes one month of settlements for the first `providers` providers of the providers file
 * (providers-file.ts), their affiliates from a register of `registerRows` rows; its size.
 */
export function writeSettlementsFile(
  path: string,
  providers: number,
  registerRows: number,
): Promise<number> {
  return writeCsvFile(path, SETTLEMENT_IMPORT_COLUMNS, monthRows(providers, registerRows));
}
