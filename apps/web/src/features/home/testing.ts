import type { HomeResponse } from '@portal/contracts';

export const HOME = 'GET /pre/v1/prestadores/100001/inicio';

/** demo@'s home: every tile with something waiting, and two recent validations. */
export function fullHome(overrides: Partial<HomeResponse> = {}): HomeResponse {
  return {
    casos: { esperando: 2 },
    autorizaciones: {
      observadas: 4,
      items: [
        {
          nroAutorizacion: 7000102,
          nombreApeAfi: 'Juan Pérez',
          tipo: 'Autorización con materiales o prótesis',
          observadaEl: '03/03/2026 12:00',
        },
      ],
    },
    liquidacion: {
      ultima: {
        expediente: 1100024,
        periodo: '202602',
        fechaLiquidacion: '05/03/2026',
        netoCentavos: 20212134,
      },
    },
    pagos: { facturasSinLeer: 1 },
    validaciones: {
      recientes: [
        {
          afiliado: '30000003 1 01',
          contra: 30000003,
          middle: 1,
          inte: 1,
          nombre: 'Carlos Medina',
          valido: true,
          fecha: '04/03/2026 10:15',
        },
        {
          afiliado: '30000002 1 01',
          contra: 30000002,
          middle: 1,
          inte: 1,
          nombre: 'Marta Sosa',
          valido: false,
          fecha: '03/03/2026 09:00',
        },
      ],
    },
    ...overrides,
  };
}

/** A provider with nothing waiting and a user who has validated nobody yet. */
export function emptyHome(): HomeResponse {
  return {
    casos: { esperando: 0 },
    autorizaciones: { observadas: 0, items: [] },
    liquidacion: { ultima: null },
    pagos: { facturasSinLeer: 0 },
    validaciones: { recientes: [] },
  };
}
