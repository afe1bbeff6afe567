/** The states a settlement goes through, as the list shows them. */
export const SETTLEMENT_STATES = ['En proceso', 'Liquidada', 'Pagada'] as const;
export type SettlementState = (typeof SETTLEMENT_STATES)[number];

/** Why a settled line was debited (code and text as the insurer writes them). */
export const DEBIT_REASONS = [
  ['D01', 'Prestación sin autorización previa'],
  ['D02', 'Afiliado sin cobertura a la fecha de la prestación'],
  ['D03', 'Valor facturado superior al arancel convenido'],
  ['D04', 'Prestación facturada en exceso (cantidad)'],
  ['D05', 'Falta documentación respaldatoria'],
  ['D06', 'Prestación duplicada'],
] as const;
export type DebitReasonCode = (typeof DEBIT_REASONS)[number][0];

/** Why a presented line was refused before settlement. */
export const SETTLEMENT_ERROR_REASONS = [
  ['E01', 'Número de afiliado inexistente'],
  ['E02', 'Código de prestación inválido para el prestador'],
  ['E03', 'Fecha de prestación fuera del período'],
  ['E04', 'Prestación presentada fuera de término'],
] as const;

/** The comprobante kinds a settlement carries. */
export const VOUCHER_KINDS = [
  'Factura B',
  'Factura C',
  'Nota de crédito B',
  'Nota de crédito C',
] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** The tables of a settlement, each an execution of spec §7 ('expe-*') and a tab. */
export const SETTLEMENT_TABLES = [
  'liquidaciones',
  'debitos',
  'detalles',
  'errores',
  'subtotales',
  'comprobantes',
  'copago',
] as const;
export type SettlementTable = (typeof SETTLEMENT_TABLES)[number];
