import { describe, expect, it } from 'vitest';
import type { SettlementDetailsResponse } from '@portal/contracts';
import { formatAffiliateNumber } from '@portal/domain/affiliates';
import { pdfText } from '../../../test/pdf.ts';
import { twoProviderApp } from '../../../test/test-app.ts';
import { DEMO_LAST, settlementRequests } from './settlement-test-requests.ts';

/** contra, middle part and a two-digit inte (spec §3), never "30000001 01". */
const WHOLE = /^\d{1,8} \d{1,2} \d{2}$/;
const TABLES = [
  ['expe-detalles', 'detalles'],
  ['expe-debitos', 'debitos'],
  ['expe-errores', 'errores'],
  ['expe-copago', 'copago'],
] as const;

/** Liquidaciones wrote "30000001 01"; the spec's number is "30000001 1 01". */
describe("a settlement's affiliate numbers", () => {
  const ctx = twoProviderApp();
  const { get } = settlementRequests(() => ctx);

  it("answers every line's affiliate with its middle part", async () => {
    // demo@'s whole two years: Juan Pérez (30000001 1 01, in the register) is among the patients.
    const numbers = new Set<string>();
    for (let expediente = DEMO_LAST - 23; expediente <= DEMO_LAST; expediente++) {
      for (const [path] of TABLES) {
        const page = (
          await get(`/${path}`, { expediente: String(expediente), cantidad: '100' })
        ).json<SettlementDetailsResponse>();
        for (const line of page.filas) {
          expect(line.afiliado, path).toEqual({
            contra: expect.any(Number),
            middle: expect.any(Number),
            inte: expect.any(Number),
            nombre: expect.any(String),
          });
          numbers.add(`${formatAffiliateNumber(line.afiliado)} ${line.afiliado.nombre}`);
        }
      }
    }
    expect(numbers).toContain('30000001 1 01 Juan Pérez');
  });

  it('prints the whole number in every CSV of a settlement', async () => {
    const expediente = String(DEMO_LAST);
    for (const [path, tabla] of TABLES) {
      const page = (
        await get(`/${path}`, { expediente, cantidad: '100' })
      ).json<SettlementDetailsResponse>();
      const csv = (await get('/csv', { tabla, expediente })).body;
      const cells = csv
        .split('\r\n')
        .slice(1)
        .filter((row) => row !== '')
        .map((row) => row.split(';')[1]);
      // The CSV lists by date, as the table does by default.
      expect(cells, tabla).toEqual(page.filas.map((line) => formatAffiliateNumber(line.afiliado)));
      for (const cell of cells) expect(cell, tabla).toMatch(WHOLE);
    }
  });

  it("prints the whole number of every debit in the settlement's PDF", async () => {
    const expediente = String(DEMO_LAST);
    const debits = (
      await get('/expe-debitos', { expediente, cantidad: '100' })
    ).json<SettlementDetailsResponse>();
    expect(debits.total).toBeGreaterThan(0);
    const text = pdfText((await get('/expe-pdf', { expediente })).rawPayload);
    for (const line of debits.filas) {
      expect(formatAffiliateNumber(line.afiliado)).toMatch(WHOLE);
      expect(text).toContain(`${formatAffiliateNumber(line.afiliado)} ${line.afiliado.nombre}`);
    }
  });
});
