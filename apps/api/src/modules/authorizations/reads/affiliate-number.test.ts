import { describe, expect, it } from 'vitest';
import type { AuthorizationDetailResponse, FiledAuthorizationResponse } from '@portal/contracts';
import { affiliates } from '../../../db/schema/affiliates.ts';
import { AFFILIATES_SINCE } from '../../../seed/synthetic.ts';
import { BASE, MEDICAL } from '../../../../test/authorizations.ts';
import { twoProviderApp } from '../../../../test/test-app.ts';

/**
 * A request names its affiliate by contract and member; every answer prints the whole number
 * with the register's middle part, which is not always 1.
 */
describe('the affiliate number of a request', () => {
  const ctx = twoProviderApp();

  it('carries the middle part of the affiliate filed for, read from the register', async () => {
    await ctx.t.db.insert(affiliates).values({
      contra: 30000077,
      middle: 4,
      inte: 2,
      prepagaId: 1,
      planId: 310,
      nombre: 'Lucía',
      apellido: 'Ferreyra',
      documento: '20000077',
      estado: '1',
      estadoDesc: 'Activo',
      requiereToken: false,
      vigenciaDesde: AFFILIATES_SINCE,
    });
    const filed = await ctx.t.inject({
      method: 'POST',
      url: `${BASE}/autorizacion`,
      headers: ctx.demo,
      payload: { ...MEDICAL, afiliado: { contra: 30000077, inte: 2 } },
    });
    expect(filed.statusCode).toBe(201);
    const { autorizacion } = filed.json<FiledAuthorizationResponse>();
    expect(autorizacion.afiliado).toMatchObject({ contra: 30000077, middle: 4, inte: 2 });
    const detail = await ctx.t.inject({
      method: 'GET',
      url: `${BASE}/tramites/${autorizacion.nroAutorizacion}`,
      headers: ctx.demo,
    });
    expect(detail.json<AuthorizationDetailResponse>().afiliado).toMatchObject({ middle: 4 });
  });
});
