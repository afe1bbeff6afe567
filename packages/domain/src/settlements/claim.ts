import { VOUCHER_TYPES, type VoucherType } from '../support-cases/areas.ts';

/*
 * 'Reclamar' on a debit line opens the support centre's new settlements case (AMB_CAP_LIQUIDACIONES,
 * submotivo 24) prefilled through the query string: the settlements page writes it and the new-case
 * form reads it, so neither feature imports the other.
 */
export const DEBIT_CLAIM_PATH = '/tramitesonline/capweb';
/** Where a case's expediente links back to: the settlement page opens it from `?expediente=`. */
export const SETTLEMENT_PAGE_PATH = '/tramitesonline/consulta-de-liquidacion';

/**
 * The settlements reason (motivos-web/liquidaciones) a debit claim is filed under, found by its
 * text: its id is the insurer's reference data, not the portal's.
 */
export const DEBIT_CLAIM_MOTIVO = 'Débitos en la liquidación';

export interface DebitClaim {
  expediente: number;
  comprobanteNumero: string;
  comprobanteTipo: VoucherType;
  /** The debit line as the table shows it, quoted in the observation. */
  linea: string;
}

/** The voucher type id of a settlement comprobante's kind ('Factura B' → 'FB'). */
export function voucherTypeOf(kind: string): VoucherType | null {
  if (kind.startsWith('Nota de crédito')) return 'NC';
  if (kind.startsWith('Nota de débito')) return 'ND';
  return VOUCHER_TYPES.find((type) => type.descripcion === kind)?.id ?? null;
}

/** The new-case link of a debit claim. */
export function debitClaimHref(claim: DebitClaim): string {
  const params = new URLSearchParams({
    reclamo: 'debito',
    expediente: String(claim.expediente),
    comprobante: claim.comprobanteNumero,
    tipo: claim.comprobanteTipo,
    linea: claim.linea,
  });
  return `${DEBIT_CLAIM_PATH}?${params.toString()}`;
}

/** What the new-case form fills from a claim link; null when the link is none. */
export function readDebitClaim(params: URLSearchParams): {
  motivo: string;
  expediente: string;
  comprobanteNumero: string;
  comprobanteTipo: VoucherType;
  asunto: string;
  observacion: string;
} | null {
  if (params.get('reclamo') !== 'debito') return null;
  const expediente = params.get('expediente') ?? '';
  const tipo = VOUCHER_TYPES.find((type) => type.id === params.get('tipo'))?.id;
  if (!/^\d{1,9}$/.test(expediente) || !tipo) return null;
  const linea = (params.get('linea') ?? '').slice(0, 300);
  return {
    motivo: DEBIT_CLAIM_MOTIVO,
    expediente,
    comprobanteNumero: (params.get('comprobante') ?? '').slice(0, 30),
    comprobanteTipo: tipo,
    asunto: `Reclamo de débito del expediente ${expediente}`,
    observacion: `Reclamo el siguiente débito de la liquidación:\n"${linea}"\n`,
  };
}
