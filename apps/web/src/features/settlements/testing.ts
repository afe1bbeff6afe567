import type {
  DebitLine,
  SettlementDebitsResponse,
  SettlementListResponse,
  SettlementRow,
} from '@portal/contracts';

export const PATH = '/tramitesonline/consulta-de-liquidacion';
export const LIST = 'GET /pre/v1/liquidaciones/100001';
export const DEBITS = 'GET /pre/v1/liquidaciones/100001/expe-debitos';
/** 10/03/2026 at noon in Argentina: last settled month 02/2026. */
export const NOW = () => new Date('2026-03-10T12:00:00-03:00');

export function settlementRow(overrides: Partial<SettlementRow> = {}): SettlementRow {
  return {
    expediente: 1100024,
    periodo: '202602',
    fechaLiquidacion: '05/03/2026',
    estado: 'Liquidada',
    brutoCentavos: 12345678,
    debitosCentavos: 250050,
    copagoCentavos: 300000,
    netoCentavos: 12345678 - 250050 - 300000,
    ...overrides,
  };
}

export function listPage(
  rows: SettlementRow[],
  extra: Partial<SettlementListResponse> = {},
): SettlementListResponse {
  return {
    periodoDesde: '202503',
    periodoHasta: '202602',
    pagina: 1,
    cantidad: 20,
    total: rows.length,
    filas: rows,
    ...extra,
  };
}

export function debitLine(overrides: Partial<DebitLine> = {}): DebitLine {
  return {
    id: 1,
    fecha: '14/02/2026',
    afiliado: { contra: 30000001, middle: 1, inte: 1, nombre: 'Juan Pérez' },
    prestacion: { codigo: '420101', nombre: 'Consulta médica' },
    importeCentavos: 250050,
    motivoCodigo: 'D01',
    motivo: 'Prestación sin autorización previa',
    ...overrides,
  };
}

export function debitsPage(rows: DebitLine[], total = rows.length): SettlementDebitsResponse {
  return { pagina: 1, cantidad: 20, total, filas: rows };
}
