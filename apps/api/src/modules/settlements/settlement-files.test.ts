import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SettlementDebitsResponse, SettlementResponse } from '@portal/contracts';
import { centsCsv, formatCents } from '@portal/domain/settlements';
import { formatAffiliateNumber } from '@portal/domain/affiliates';
import { expectError } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf.ts';
import { twoProviderApp } from '../../../test/test-app.ts';
import { DEMO_LAST, INTERIOR_LAST, settlementRequests } from './settlement-test-requests.ts';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('settlement files and the sum check', () => {
  const ctx = twoProviderApp();
  const { get } = settlementRequests(() => ctx);
  const expediente = String(DEMO_LAST);

  it('exports the debits as es-AR CSV: semicolons, comma decimals, the same figures as the table', async () => {
    const response = await get('/csv', { tabla: 'debitos', expediente });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="liquidacion-${DEMO_LAST}-debitos.csv"`,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFFecha;Afiliado;Nombre;Código;Prestación;Importe;Código de motivo;Motivo',
    );
    const debits = (
      await get('/expe-debitos', { expediente, cantidad: '100' })
    ).json<SettlementDebitsResponse>();
    expect(lines.filter((line) => line !== '')).toHaveLength(debits.total + 1);
    const first = debits.filas[0]!;
    expect(lines[1]).toBe(
      [
        first.fecha,
        formatAffiliateNumber(first.afiliado),
        first.afiliado.nombre,
        first.prestacion.codigo,
        first.prestacion.nombre,
        // The domain's toCsv quotes a cell holding the decimal comma.
        `"${centsCsv(first.importeCentavos)}"`,
        first.motivoCodigo,
        first.motivo,
      ].join(';'),
    );
  });

  it('exports the list of a period and every other table of a settlement', async () => {
    const list = await get('/csv', {
      tabla: 'liquidaciones',
      periodoDesde: '202601',
      periodoHasta: '202602',
    });
    expect(list.statusCode).toBe(200);
    const rows = list.body.split('\r\n').filter((line) => line !== '');
    expect(rows[0]).toBe(
      '\uFEFFExpediente;Período;Fecha de liquidación;Bruto;Débitos;Copago;Neto;Estado',
    );
    expect(rows.slice(1).map((row) => row.split(';').slice(0, 2).join(';'))).toEqual([
      `${DEMO_LAST - 1};01/2026`,
      `${DEMO_LAST};02/2026`,
    ]);
    for (const tabla of ['detalles', 'errores', 'subtotales', 'comprobantes', 'copago']) {
      const response = await get('/csv', { tabla, expediente });
      expect(response.statusCode, tabla).toBe(200);
      expect(response.body.startsWith('\uFEFF'), tabla).toBe(true);
    }
  });

  it("refuses a table without expediente, another provider's and a reversed period", async () => {
    expectError(await get('/csv', { tabla: 'debitos' }), 400, 'VALIDATION', /expediente/);
    expectError(
      await get('/csv', { tabla: 'debitos', expediente: String(INTERIOR_LAST) }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await get('/csv', { tabla: 'liquidaciones', periodoDesde: '202602', periodoHasta: '202601' }),
      400,
      'VALIDATION',
    );
    expectError(await get('/csv', { tabla: 'pagos', expediente }), 400, 'VALIDATION');
    expectError(await get('/csv', { tabla: 'liquidaciones' }, ctx.demo, 200001), 404, 'NOT_FOUND');
  });

  it('prints the settlement and its debits as a real PDF', async () => {
    const response = await get('/expe-pdf', { expediente });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = nbsp(pdfText(response.rawPayload));
    const settlement = (await get('/expe-liquidacion', { expediente })).json<SettlementResponse>();
    const debits = (await get('/expe-debitos', { expediente })).json<SettlementDebitsResponse>();
    for (const shown of [
      `Liquidación expediente ${DEMO_LAST}`,
      '02/2026',
      nbsp(formatCents(settlement.netoCentavos)),
      `Total de débitos: ${nbsp(formatCents(settlement.debitosCentavos))}`,
      `Débitos (${debits.total})`,
      debits.filas[0]!.motivoCodigo,
    ]) {
      expect(text).toContain(shown);
    }
    expectError(await get('/expe-pdf', { expediente: String(INTERIOR_LAST) }), 404, 'NOT_FOUND');
  });

  it('every settlement of the whole demo seed totals the sums of its lines', async () => {
    const rows = await ctx.t.db.execute(sql`
      select count(*)::int as settlements,
             count(*) filter (where s.gross_cents <> coalesce(l.gross, 0)
                                 or s.debits_cents <> coalesce(d.debits, 0)
                                 or s.copay_cents <> coalesce(c.copay, 0)
                                 or s.net_cents <> s.gross_cents - s.debits_cents - s.copay_cents)::int as wrong
      from settlements s
      left join (select settlement_id, sum(amount_cents) as gross from settlement_lines group by 1) l on l.settlement_id = s.id
      left join (select settlement_id, sum(amount_cents) as debits from settlement_debits group by 1) d on d.settlement_id = s.id
      left join (select settlement_id, sum(amount_cents) as copay from settlement_copays group by 1) c on c.settlement_id = s.id
    `);
    const [result] = (rows as { rows: { settlements: number; wrong: number }[] }).rows;
    // demo@ and interior@ 24 months each, and 24 months for each of the 300 synthetic providers.
    expect(result).toEqual({ settlements: 48 + 300 * 24, wrong: 0 });
  });
});
