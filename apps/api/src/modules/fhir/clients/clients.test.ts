import { describe, expect, it } from 'vitest';
import type { FhirClientsResponse } from '@portal/contracts';
import { FHIR_KEY_MESSAGES } from '@portal/domain/fhir';
import { expectError } from '../../../../test/helpers.ts';
import { refusedWithoutChange } from '../../../../test/refused-without-change.ts';
import { twoProviderApp } from '../../../../test/test-app.ts';
import { FHIR_CLIENT_MESSAGES } from './clients.service.ts';

const CLIENTS = '/pre/v1/fhir/clientes';
const PUBLIC_EC = {
  kty: 'EC',
  crv: 'P-384',
  x: 'DcS0Co2qZbsBfbyVVr6CF6c-Jt791JHV2pYqyCmH1p6YQyxKAKftVY6DfaXj0ax1',
  y: 'phXSdA4wNWJA0oIgn2Sxj2APl39mwJAYHQU8IyiAVKtoiYsD9oHSMrmXBPKHxxHw',
  kid: 'k1',
};

describe('Sistemas conectados: the provider admin’s FHIR clients', () => {
  const ctx = twoProviderApp();
  const list = async (headers = ctx.demo) =>
    (await ctx.t.inject({ method: 'GET', url: CLIENTS, headers })).json<FhirClientsResponse>();
  const register = (payload: object, headers = ctx.demo) =>
    ctx.t.inject({ method: 'POST', url: CLIENTS, headers, payload });
  const demoUserId = async () =>
    (await list()).equipo.find((member) => member.email === 'demo@prestadores.test')!.idUsuario;

  it('lists only the caller’s own clients, and the active team to bind one to', async () => {
    const demo = await list();
    expect(demo.clientes.map((client) => client.idCliente)).toEqual(['his-demo-100001']);
    expect(demo.clientes[0]).toMatchObject({
      nombre: 'HIS de demostración',
      revocado: null,
      claves: ['demo-his-2026'],
    });
    expect(demo.equipo.map((member) => member.email)).toContain('subusuario@prestadores.test');
    const interior = await list(ctx.interior);
    expect(interior.clientes.map((client) => client.idCliente)).toEqual(['his-demo-200001']);
  });

  it('registers a client with a pasted JWK, acting as a chosen member, with its scopes', async () => {
    const response = await register({
      nombre: 'HIS Clínica Norte',
      idUsuario: await demoUserId(),
      scopes: ['system/Patient.read', 'system/Patient.read', 'system/Coverage.read'],
      jwks: JSON.stringify(PUBLIC_EC),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { mensaje, cliente } = response.json<{
      mensaje: string;
      cliente: { idCliente: string; scopes: string[] };
    }>();
    expect(mensaje).toBe(FHIR_CLIENT_MESSAGES.registered);
    expect(cliente.idCliente).toMatch(/^his-[\w-]{16}$/);
    expect(cliente.scopes).toEqual(['system/Patient.read', 'system/Coverage.read']);
    expect((await list()).clientes.map((client) => client.idCliente)).toContain(cliente.idCliente);
  });

  it.each([
    [
      'a private key',
      JSON.stringify({ ...PUBLIC_EC, d: 'jHwlA2Ik34CFEAfAvDci3MM' }),
      FHIR_KEY_MESSAGES.privateKey,
    ],
    ['no JSON', 'ssh-rsa AAAA', FHIR_KEY_MESSAGES.notJson],
    // Members of the right shape that are no point on the curve: jose cannot import it.
    [
      'a key that is no key',
      JSON.stringify({ ...PUBLIC_EC, x: 'AAAA', y: 'AAAA' }),
      FHIR_KEY_MESSAGES.unsupported,
    ],
  ])('refuses %s, writing nothing', async (_name, jwks, message) => {
    const idUsuario = await demoUserId();
    const response = await refusedWithoutChange(
      ctx.t,
      {
        method: 'POST',
        url: CLIENTS,
        headers: ctx.demo,
        payload: { nombre: 'HIS', idUsuario, scopes: ['system/Patient.read'], jwks },
      },
      400,
      'VALIDATION',
    );
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('refuses to bind a client to another provider’s user', async () => {
    const interiorUser = (await list(ctx.interior)).equipo[0]!.idUsuario;
    expectError(
      await register({
        nombre: 'HIS',
        idUsuario: interiorUser,
        scopes: ['system/Patient.read'],
        jwks: JSON.stringify(PUBLIC_EC),
      }),
      400,
      'VALIDATION',
      FHIR_CLIENT_MESSAGES.notTeamMember,
    );
  });

  it('revokes its own client (the list then shows when), never another provider’s', async () => {
    expectError(
      await ctx.t.inject({
        method: 'DELETE',
        url: `${CLIENTS}/his-demo-200001`,
        headers: ctx.demo,
      }),
      404,
      'NOT_FOUND',
      FHIR_CLIENT_MESSAGES.notFound,
    );
    const response = await ctx.t.inject({
      method: 'DELETE',
      url: `${CLIENTS}/his-demo-100001`,
      headers: ctx.demo,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ cliente: { revocado: string | null } }>().cliente.revocado).toMatch(
      /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    );
    expectError(
      await ctx.t.inject({
        method: 'DELETE',
        url: `${CLIENTS}/his-demo-100001`,
        headers: ctx.demo,
      }),
      404,
      'NOT_FOUND',
      FHIR_CLIENT_MESSAGES.notFound,
    );
  });
});
