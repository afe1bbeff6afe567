import { sql } from 'drizzle-orm';
import { DEBIT_REASONS, SETTLEMENT_ERROR_REASONS, addMonths } from '@portal/domain/settlements';
import type { Db } from '../db/client.ts';
import { FIRST_NAMES, LAST_NAMES } from './reference-data.ts';

/*
 * 24 months of settlements for every synthetic provider (providers 600001…), set-based: every
 * value is a pure function of the expediente, so the settlement's totals are computed with the
 * very formulas its lines use and equal their sums (a test checks it over the whole seed).
 * Each month: 3 lines, 1 debit, 1 copay, an error every fourth month and the invoice (credit
 * notes are the demo providers'). The large seed's 50,000 providers give 1.2 M settlements and
 * about 8.7 M rows, seeded in 78 s on this shared 2-core machine (the first shape, 4 lines, an
 * error every other month and credit notes, 11.4 M rows, took 159 s: over the ~2 minutes a
 * seed may take).
 */
const MONTHS = 24;
const LINES = 3;
/** Synthetic expedientes start here: clear of the demo providers' (1,100,001 to 1,200,024). */
const EXPEDIENTE_BASE = 10_000_000;

const textArray = (items: readonly string[]) =>
  sql.raw(`array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(',')}]`);

// [code, name, type]
const SERVICES = [
  ['420101', 'Consulta médica', 'Consultas'],
  ['660475', 'Hemograma completo', 'Laboratorio'],
  ['180104', 'Ecografía renal y vesical', 'Diagnóstico por imágenes'],
  ['250102', 'Sesión de kinesiología', 'Rehabilitación'],
] as const;

/** The amount in cents of line `k` (1 to LINES, a number or a column) of expediente `e`. */
const line = (e: string, k: number | string) =>
  `(50000 + ((${e}::bigint * 37 + ${k} * 7919) % 400000))`;
const gross = (e: string) =>
  Array.from({ length: LINES }, (_, index) => line(e, index + 1)).join(' + ');
const debit = (e: string) => `(${line(e, 1)} / 4)`;
const copay = (e: string) => `(20000 + (${e} % 5) * 5000)`;

export async function seedSyntheticSettlements(
  db: Db,
  lastPeriod: number,
  today: string,
  providerCount: number,
  affiliateCount: number,
): Promise<void> {
  const periods = Array.from({ length: MONTHS }, (_, index) =>
    addMonths(lastPeriod, index - MONTHS + 1),
  );
  const periodArray = sql.raw(`array[${periods.join(',')}]`);
  const e = 'x.e';
  await db.execute(sql`
    insert into settlements (provider_id, expediente, period, settled_on, state, gross_cents, debits_cents, copay_cents, net_cents)
    select x.provider_id, x.e, x.period,
           least(make_date(x.period / 100, x.period % 100, 1) + interval '1 month 4 days', ${today}::date),
           case when x.m = ${MONTHS} then 'Liquidada' else 'Pagada' end,
           ${sql.raw(gross(e))}, ${sql.raw(debit(e))}, ${sql.raw(copay(e))},
           ${sql.raw(gross(e))} - ${sql.raw(debit(e))} - ${sql.raw(copay(e))}
    from (
      select p.id as provider_id, m, (${periodArray})[m] as period,
             ${EXPEDIENTE_BASE} + (p.id - 600001) * ${MONTHS} + m as e
      from providers p cross join generate_series(1, ${MONTHS}) as m
      where p.id > 600000 and p.id <= ${600000 + providerCount}
    ) x
  `);

  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const codes = textArray(SERVICES.map(([code]) => code));
  const names = textArray(SERVICES.map(([, name]) => name));
  const types = textArray(SERVICES.map(([, , type]) => type));
  // The shared columns of line k (a column or a number) of settlement s. The affiliate is
  // 4xxxxxxx 1 01: middle part 1 and member 1, as the synthetic register numbers its affiliates,
  // and one of its contracts (four members each): a settled line's affiliate must be in the
  // register, or the settlements file an export writes would be refused.
  const contracts = Math.max(1, Math.floor(affiliateCount / 4));
  const person = sql`(${first})[1 + (s.expediente * 17) % 30] || ' ' || (${last})[1 + (s.expediente * 7 + k) % 30]`;
  const select = (k: string) => sql`
    s.id, make_date(s.period / 100, s.period % 100, 1 + ${sql.raw(k)} * 5),
    40000000 + (s.expediente % ${sql.raw(String(contracts))}), 1, 1, ${person},
    (${codes})[${sql.raw(k)}], (${names})[${sql.raw(k)}]`;
  const synthetic = sql`s.expediente >= ${EXPEDIENTE_BASE}`;

  await db.execute(sql`
    insert into settlement_lines (settlement_id, fecha, contra, middle, inte, affiliate_name, service_code, service_name, amount_cents, service_type, place_name, quantity)
    select ${select('k')}, ${sql.raw(line('s.expediente', 'k'))},
           (${types})[k], 'Sede principal', 1
    from settlements s cross join generate_series(1, ${LINES}) as k
    where ${synthetic}
  `);
  const reasonCodes = textArray(DEBIT_REASONS.map(([code]) => code));
  const reasonTexts = textArray(DEBIT_REASONS.map(([, text]) => text));
  await db.execute(sql`
    insert into settlement_debits (settlement_id, fecha, contra, middle, inte, affiliate_name, service_code, service_name, amount_cents, reason_code, reason_text)
    select ${select('1')}, ${sql.raw(debit('s.expediente'))},
           (${reasonCodes})[1 + s.expediente % ${DEBIT_REASONS.length}], (${reasonTexts})[1 + s.expediente % ${DEBIT_REASONS.length}]
    from settlements s cross join (select 1 as k) one
    where ${synthetic}
  `);
  const errorCodes = textArray(SETTLEMENT_ERROR_REASONS.map(([code]) => code));
  const errorTexts = textArray(SETTLEMENT_ERROR_REASONS.map(([, text]) => text));
  await db.execute(sql`
    insert into settlement_errors (settlement_id, fecha, contra, middle, inte, affiliate_name, service_code, service_name, amount_cents, reason_code, reason_text)
    select ${select('2')}, ${sql.raw(line('s.expediente', 2))},
           (${errorCodes})[1 + s.expediente % ${SETTLEMENT_ERROR_REASONS.length}], (${errorTexts})[1 + s.expediente % ${SETTLEMENT_ERROR_REASONS.length}]
    from settlements s cross join (select 2 as k) two
    where ${synthetic} and s.expediente % 4 = 0
  `);
  await db.execute(sql`
    insert into settlement_copays (settlement_id, fecha, contra, middle, inte, affiliate_name, service_code, service_name, amount_cents)
    select ${select('3')}, ${sql.raw(copay('s.expediente'))}
    from settlements s cross join (select 3 as k) three
    where ${synthetic}
  `);
  await db.execute(sql`
    insert into settlement_vouchers (settlement_id, kind, number, issued_on, amount_cents)
    select s.id, 'Factura C', '0001-' || lpad((s.expediente - ${EXPEDIENTE_BASE})::text, 8, '0'), s.settled_on, s.gross_cents
    from settlements s
    where ${synthetic}
  `);
}
