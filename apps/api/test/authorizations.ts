import { eq } from 'drizzle-orm';
import type { FiledAuthorizationResponse, RudiFile } from '@portal/contracts';
import { expect } from 'vitest';
import { expectError } from './helpers.ts';
import { rowCounts } from './row-counts.ts';
import { authorizations } from '../src/db/schema/authorizations.ts';
import type { TestApp } from './test-app.ts';

/**
 * Test data of the transaction area: one valid body per kind of Alta de trámites for the demo
 * provider (100001, place 1001, affiliate 30000001/01 on plan 310), on TEST_NOW (10/03/2026).
 * Coverage of the demo codes: 420101 AP, 180106 AM, 340201 SA, 999901 NC.
 */

export const BASE = '/pre/v1/autorizaciones/100001';
export const AFFILIATE = { contra: 30000001, inte: 1 };

export const MEDICAL = {
  prestador: 100001,
  lugarAtencionPrestador: 1001,
  tipoAutorizacionMedica: 'practica',
  fechaOrden: '09/03/2026',
  afiliado: AFFILIATE,
  prestacion: [{ codigo: 180106, cantidad: 1 }],
  observacion: 'Dolor abdominal, ¿control?',
};

export const BODIES = {
  autorizacion: MEDICAL,
  'autorizacion-inmediata': {
    prestador: 100001,
    lugarAtencionPrestador: 1001,
    fechaOrden: '09/03/2026',
    afiliado: AFFILIATE,
    prestacion: [{ codigo: 420101, cantidad: 1 }],
  },
  'autorizacion-con-materiales': {
    ...MEDICAL,
    tipoAutorizacionMedica: 'cirugia',
    fechaCirugia: '20/03/2026',
    materiales: [{ descripcion: 'Placa de titanio', cantidad: 1 }],
  },
  'autorizacion-medicacion-unica': {
    prestador: 100001,
    lugarAtencionPrestador: 1001,
    fechaOrden: '09/03/2026',
    afiliado: AFFILIATE,
    medicamento: { descripcion: 'Enoxaparina 40 mg', presentacion: 'Jeringas x 10', cantidad: 2 },
  },
  'tramite-sin-autorizacion': {
    prestador: 100001,
    lugarAtencionPrestador: 1001,
    fechaOrden: '09/03/2026',
    afiliado: AFFILIATE,
    prestacion: [{ codigo: 420101, cantidad: 1 }],
  },
  'traslado-programado-cimg': {
    tramite: {
      prestador: 100001,
      fechaOrden: '09/03/2026',
      fechaTraslado: '12/03/2026',
      origen: 'Sanatorio Palermo',
      destino: 'Domicilio',
      idaYVuelta: false,
    },
    afiliado: AFFILIATE,
  },
  'aviso-internacion': {
    prestador: 100001,
    lugarAtencionPrestador: 1001,
    autorizacion: {
      fechaOrden: '09/03/2026',
      fechaInternacion: '10/03/2026',
      sala: { id: 1 },
      diasInternacion: 'tres',
      tipoInternacion: { id: 1 },
      diagnostico: { icd: 'J18.9' },
      efector: { apellidoRazonSocial: 'Dr. Gómez', matricula: { numero: 12345, tipo: 'MN' } },
    },
    afiliado: AFFILIATE,
  },
} as const;

/** A dental request of the odontology provider (700001, place 700001). */
export const DENTAL = {
  tramite: {
    fechaOrden: '09/03/2026',
    prestador: 700001,
    lugarAtencionPrestador: 700001,
    ortodoncia: 0,
    tratamiento: 'Tratamiento de conducto',
    etapa: 'Inicial',
  },
  afiliado: AFFILIATE,
};

export const ODONTOLOGY = 'odontologia@prestadores.test';

export function attachment(fileName: string, content: Buffer): RudiFile {
  return {
    fileName,
    base64Content: content.toString('base64'),
    sizeInBytes: String(content.length),
  };
}

/**
 * POSTs a body that must be refused; checks the error and that no table changed (but the audit
 * log, where an operator's session records every request, refused ones too).
 */
export async function refusedWithoutWrites(
  t: TestApp,
  request: { url: string; headers: Record<string, string>; payload: object },
  status: number,
  code: string,
  message?: string | RegExp,
) {
  const counts = async () => {
    const all = await rowCounts(t.db);
    return Object.fromEntries(Object.entries(all).filter(([name]) => name !== 'audit_log'));
  };
  const before = await counts();
  const response = await t.inject({ method: 'POST', ...request });
  const body = expectError(response, status, code, message);
  expect(await counts()).toEqual(before);
  return body;
}

/** Files the demo provider's medical request; answers its number and its row id (the console's). */
export async function fileMedicalRequest(t: TestApp, headers: Record<string, string>) {
  const filed = await t.inject({
    method: 'POST',
    url: `${BASE}/autorizacion`,
    headers,
    payload: MEDICAL,
  });
  expect(filed.statusCode, filed.body).toBe(201);
  const nro = filed.json<FiledAuthorizationResponse>().autorizacion.nroAutorizacion;
  const [row] = await t.db
    .select({ id: authorizations.id })
    .from(authorizations)
    .where(eq(authorizations.nroAutorizacion, nro));
  return { nro, id: row!.id };
}
