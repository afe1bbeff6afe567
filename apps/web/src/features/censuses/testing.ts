import type {
  CensusOptionsResponse,
  CensusRow,
  CensusSearchResponse,
  UserConfigResponse,
} from '@portal/contracts';
import { permissions, userConfig } from '@/testing/factories';

/** A user with the censos module; `interior` holds the hospitalization flag (interior@). */
export function censusUser(interior = false): UserConfigResponse {
  return userConfig({
    hospitalizationInAffiliateValidation: interior,
    userPermissions: permissions(),
  });
}

export const OPTIONS: CensusOptionsResponse = {
  lugares: [
    { id: 1001, descripcion: 'Consultorio Palermo' },
    { id: 1002, descripcion: 'Consultorio Belgrano' },
  ],
  movimientos: [
    { id: 'ingreso', descripcion: 'Ingreso' },
    { id: 'egreso', descripcion: 'Egreso' },
  ],
  recienNacidos: [
    { id: 0, descripcion: 'Paciente' },
    { id: 1, descripcion: 'Recién nacido 1' },
    { id: 2, descripcion: 'Recién nacido 2' },
    { id: 3, descripcion: 'Recién nacido 3' },
  ],
};

export function censusRow(overrides: Partial<CensusRow> = {}): CensusRow {
  return {
    id: 1,
    fecha: '09/03/2026',
    movimiento: 'ingreso',
    recienNacido: 0,
    codigo: 43422003,
    afiliado: { contra: 30000001, middle: 1, inte: 1, nombre: 'Juan', apellido: 'Pérez' },
    lugarAtencion: { id: 1001, descripcion: 'Consultorio Palermo' },
    observacion: null,
    registrado: '10/03/2026 10:00',
    estado: 1,
    estadoDesc: 'Pendiente',
    mensajeAuditoria: null,
    ...overrides,
  };
}

export function searchPage(filas: CensusRow[], overrides: Partial<CensusSearchResponse> = {}) {
  return {
    fechaDesde: '20260223',
    fechaHasta: '20260310',
    pagina: 1,
    cantidad: 20,
    total: filas.length,
    filas,
    ...overrides,
  } satisfies CensusSearchResponse;
}
