import type {
  AffiliateValidationResponse,
  ContractResponse,
  CoverageResultDto,
  ServiceDto,
} from '@portal/contracts';

/** The answer the API gives for the demo affiliate 30000001 1 01 (Juan Pérez, plan 310). */
export function validAnswer(
  overrides: Partial<NonNullable<AffiliateValidationResponse['affiliate']>> = {},
): AffiliateValidationResponse {
  return {
    isValid: true,
    mensaje: null,
    affiliate: {
      estado: '1',
      nombre: 'Juan',
      apellido: 'Pérez',
      estadoDesc: 'Activo',
      documento: '20123456',
      prepaga: { id: 1 },
      plan: { codigo: 310, cartilla: { id: 31 } },
      ...overrides,
    },
    credential: {
      prepaga: 1,
      contra: 30000001,
      middle: 1,
      inte: 1,
      error: false,
      error_desc: null,
    },
    virtualCredential: {
      selfie: null,
      credencial: { id: 'VC-30000001-01' },
      descuentoFarmacia: 40,
    },
    plan: { codigo: 310, descripcion: 'Plan 310', descuentoFarmacia: 40 },
  };
}

export function invalidAnswer(mensaje: string, withAffiliate = true): AffiliateValidationResponse {
  const valid = validAnswer({
    estado: '2',
    estadoDesc: mensaje,
    nombre: 'Marta',
    apellido: 'Sosa',
  });
  return { ...valid, isValid: false, mensaje, affiliate: withAffiliate ? valid.affiliate : null };
}

export function contract(overrides: Partial<ContractResponse> = {}): ContractResponse {
  return {
    contra: 30000001,
    prepaga: { id: 1 },
    plan: { codigo: 310, descripcion: 'Plan 310', descuentoFarmacia: 40 },
    vigente: true,
    integrantes: 3,
    integrantesActivos: 2,
    ...overrides,
  };
}

export const SERVICES: Record<string, ServiceDto> = {
  '420101': {
    codigo: 420101,
    cod_cobertura: 'AP',
    carac: 'A',
    descripcion: 'Consulta médica en consultorio',
    tipo: 'C',
    nomenclador: 'NN',
  },
  '999901': {
    codigo: 999901,
    cod_cobertura: 'NC',
    carac: 'A',
    descripcion: 'Tratamiento estético',
    tipo: 'C',
    nomenclador: 'NN',
  },
};

export function coverage(overrides: Partial<CoverageResultDto> = {}): CoverageResultDto {
  return {
    mod_cobert: 'AP',
    exceptuada: 'N',
    terminales: 'N',
    circulo: 'N',
    origenDeTransaccion: 2,
    ...overrides,
  };
}
