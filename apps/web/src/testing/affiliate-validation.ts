import type { AffiliateValidationResponse } from '@portal/contracts';
import type { MockRoutes } from './mock-api';

/** Juan Pérez (30000001 1 01, plan 310), valid, as every affiliate validation answers him. */
export const JUAN_VALID: AffiliateValidationResponse = {
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
  },
  credential: { prepaga: 1, contra: 30000001, middle: 1, inte: 1, error: false, error_desc: null },
  virtualCredential: null,
  plan: { codigo: 310, descripcion: 'Plan 310', descuentoFarmacia: 40 },
};

/** Marta Sosa (30000002 1 01), in Baja. */
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

/**
 * The area's affiliate validation (`POST /pre/v1/<area>/100001/afiliado`, as censos, atencion-
 * medica and receta-digital call it): Marta Sosa (30000002) in Baja, anyone else Juan Pérez.
 */
export function affiliateValidation(area: string): MockRoutes {
  return {
    [`POST /pre/v1/${area}/100001/afiliado`]: (request) => ({
      body: (request.body as { contra: number }).contra === 30000002 ? MARTA_BAJA : JUAN_VALID,
    }),
  };
}
