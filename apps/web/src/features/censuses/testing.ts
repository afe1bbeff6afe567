import type {
  AffiliateValidationResponse,
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

/** Juan Pérez, valid, as the validator answers him. */
export const JUAN_VALID: AffiliateValidationResponse = {
  isValid: true,
  mensaje: null,
  affiliate: {
    estado: '1',
    nombre: 'Juan',
    apellido: 'Pérez',
    estadoDesc: 'Activo',
    documento: '20111222',
    prepaga: { id: 1 },
    plan: { codigo: 310, cartilla: { id: 310 } },
  },
  credential: { prepaga: 1, contra: 30000001, middle: 1, inte: 1, error: false, error_desc: null },
  virtualCredential: null,
  plan: { codigo: 310, descripcion: 'Plan 310', descuentoFarmacia: 40 },
};

/** Marta Sosa, in Baja. */
export const MARTA_BAJA: AffiliateValidationResponse = {
  ...JUAN_VALID,
  isValid: false,
  mensaje: 'Baja',
  affiliate: {
    ...JUAN_VALID.affiliate!,
    estado: '2',
    estadoDesc: 'Baja',
    nombre: 'Marta',
    apellido: 'Sosa',
  },
  credential: { ...JUAN_VALID.credential, contra: 30000002 },
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
