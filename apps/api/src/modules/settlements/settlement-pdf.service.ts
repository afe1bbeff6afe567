import { renderSettlementPdf } from './settlement-pdf.ts';
import { toDebitLine, toSettlementRow } from './settlement-rows.ts';
import { pageOfLines } from './settlements.repository.ts';
import { ownSettlement, type SettlementsDeps } from './settlements.service.ts';

/** The most debit lines the PDF lists (a settlement has a handful; pages grow with them). */
const PDF_MAX_DEBITS = 5_000;

/** The settlement and all its debits (by date) as one PDF. */
export async function settlementPdf(
  deps: SettlementsDeps,
  providerId: number,
  pathId: number,
  expediente: number,
): Promise<Uint8Array> {
  const settlement = await ownSettlement(deps, providerId, pathId, expediente);
  const { rows } = await pageOfLines(deps.db, 'debitos', settlement.id, 'fecha', {
    offset: 0,
    limit: PDF_MAX_DEBITS,
    direction: 'asc',
  });
  return renderSettlementPdf(
    {
      ...toSettlementRow(settlement),
      prestador: { id: providerId, razonSocial: settlement.providerName },
    },
    rows.map(toDebitLine),
    deps.clock.now(),
  );
}
