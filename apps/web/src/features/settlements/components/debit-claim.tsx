import { Anchor } from '@mantine/core';
import type { DebitLine, VoucherLine } from '@portal/contracts';
import { debitClaimHref, formatCents, voucherTypeOf } from '@portal/domain/settlements';
import { formatAffiliateNumber } from '@portal/domain/affiliates';
import { Link } from 'react-router';
import { useSettlementTable } from '../api/settlement-queries';

/** The debit line as it is quoted in the claim's observation. */
export function quotedDebit(line: DebitLine): string {
  const affiliate = `${formatAffiliateNumber(line.afiliado)} ${line.afiliado.nombre}`;
  return [
    line.fecha,
    affiliate,
    `${line.prestacion.codigo} ${line.prestacion.nombre}`,
    formatCents(line.importeCentavos),
    `${line.motivoCodigo} ${line.motivo}`,
  ].join(' · ');
}

/**
 * The 'Reclamar' column of the debits: a link to the support centre's new settlements case with
 * the expediente, the settlement's invoice (number and type) and the line quoted. Without an
 * invoice the column is left out: the case needs a comprobante.
 */
export function useDebitClaimColumn(expediente: number) {
  const vouchers = useSettlementTable('comprobantes', expediente, {
    pagina: 1,
    cantidad: 20,
    orden: 'fecha',
    sentido: 'asc',
  });
  const rows = (vouchers.data as { filas: VoucherLine[] } | undefined)?.filas ?? [];
  const invoice = rows
    .map((row) => ({ row, type: voucherTypeOf(row.tipo) }))
    .find((entry) => entry.type !== null && entry.type !== 'NC' && entry.type !== 'ND');
  if (!invoice?.type) return undefined;
  const type = invoice.type;
  return {
    label: 'Reclamo',
    cell: (line: DebitLine) => (
      <Anchor
        component={Link}
        to={debitClaimHref({
          expediente,
          comprobanteNumero: invoice.row.numero,
          comprobanteTipo: type,
          linea: quotedDebit(line),
        })}
        aria-label={`Reclamar el débito del ${line.fecha} de ${line.afiliado.nombre}`}
      >
        Reclamar
      </Anchor>
    ),
  };
}
