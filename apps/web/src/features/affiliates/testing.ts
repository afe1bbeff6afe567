import type {
  AffiliateValidationResponse,
  ContractResponse,
  CoverageResultDto,
  ServiceDto,
} from '@portal/contracts';
import { JUAN_VALID } from '@/testing/affiliate-validation';

/** The answer the API gives for the demo affiliate 30000001 1 01, with his virtual credential. */
export function validAnswer(
  overrides: Partial<NonNullable<AffiliateValidationResponse['affiliate']>> = {},
): AffiliateValidationResponse {
  return {
    ...JUAN_VALID,
    affiliate: { ...JUAN_VALID.affiliate!, ...overrides },
    virtualCredential: {
      selfie: null,
      credencial: { id: 'VC-30000001-01' },
      descuentoFarmacia: 40,
    },
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
