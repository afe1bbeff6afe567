import { and, asc, eq, gt, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserConfigResponse } from '@portal/contracts';
import { users } from '../../../db/schema/auth.ts';
import { providers } from '../../../db/schema/core.ts';
import { moduleCatalogue } from '../../../seed/module-catalogue.ts';
import { DEMO, TEXT, demoAccount, expectError, tableCounts } from '../../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const PROVIDER_NOT_FOUND = {
  estado: 'ERROR',
  mensaje: 'No encontramos un prestador con ese código y CUIT.',
};
const HAS_ADMIN = {
  estado: 'ERROR',
  mensaje:
    'El prestador ya tiene un usuario administrador: pedile que te cree un usuario desde Gestión de usuarios.',
};
const EMAIL_TAKEN = { estado: 'ERROR', mensaje: 'Ya existe un usuario con ese e-mail.' };

describe('registration of a provider administrator', () => {
  let t: TestApp;
  /** Synthetic providers (600001…) that have no user yet. */
  let free: { id: number; cuit: string; apeRazonSocial: string; tipo: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    free = await t.db
      .select({
        id: providers.id,
        cuit: providers.cuit,
        apeRazonSocial: providers.apeRazonSocial,
        tipo: providers.tipo,
      })
      .from(providers)
      .where(
        and(
          gt(providers.id, 600000),
          notExists(
            t.db.select({ id: users.id }).from(users).where(eq(users.providerId, providers.id)),
          ),
        ),
      )
      .orderBy(asc(providers.id))
      .limit(8);
  });
  afterAll(() => t.close());

  const post = (path: string, payload: object) =>
    t.inject({ method: 'POST', url: `/pre/registracion/${path}`, payload });
  const registration = (
    provider: { id: number; cuit: string },
    email: string,
    extra: object = {},
  ) => ({
    codPrestador: provider.id,
    cuit: provider.cuit,
    email,
    nombre: 'Marcela',
    apellido: 'Quiroga',
    password: 'Registro.2026',
    ...extra,
  });
  const usersOf = (providerId: number) =>
    t.db.select().from(users).where(eq(users.providerId, providerId));

  it('a synthetic provider without users is validated and described', async () => {
    const provider = free[0]!;
    const response = await post('prestador', { codPrestador: provider.id, cuit: provider.cuit });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      estado: 'OK',
      prestador: {
        id: provider.id,
        apeRazonSocial: provider.apeRazonSocial,
        tipoPrestador: provider.tipo,
      },
    });
    // The code may arrive as text from the form.
    const asText = await post('prestador', {
      codPrestador: String(provider.id),
      cuit: provider.cuit,
    });
    expect(asText.json()).toMatchObject({ estado: 'OK' });
  });

  it('a provider that already has an administrator (demo 100001) is refused', async () => {
    const response = await post('prestador', {
      codPrestador: 100001,
      cuit: demoAccount(DEMO.demo).provider.cuit,
    });
    expect(response.json()).toEqual(HAS_ADMIN);
  });

  it("a code with another provider's CUIT is refused", async () => {
    const response = await post('prestador', { codPrestador: free[0]!.id, cuit: free[1]!.cuit });
    expect(response.json()).toEqual(PROVIDER_NOT_FOUND);
    expect((await post('prestador', { codPrestador: 999999, cuit: free[0]!.cuit })).json()).toEqual(
      PROVIDER_NOT_FOUND,
    );
  });

  it('verificar says whether an e-mail is taken, whatever its case', async () => {
    expect((await post('verificar', { email: DEMO.demo })).json()).toEqual(EMAIL_TAKEN);
    expect((await post('verificar', { email: 'DEMO@prestadores.test' })).json()).toEqual(
      EMAIL_TAKEN,
    );
    expect((await post('verificar', { email: 'libre@prestadores.test' })).json()).toEqual({
      estado: 'OK',
    });
  });

  it('usuario creates an administrator who logs in, has every module and must accept the terms', async () => {
    const provider = free[0]!;
    const response = await post('usuario', registration(provider, 'Admin.Nuevo@Prestadores.test'));
    expect(response.json()).toEqual({ estado: 'OK' });

    const [created] = await usersOf(provider.id);
    expect(created).toMatchObject({
      email: 'admin.nuevo@prestadores.test',
      admin: true,
      nombre: 'Marcela',
    });
    expect(created!.passwordHash).toMatch(/^\$argon2id\$/);

    const login = await t.login('admin.nuevo@prestadores.test', 'Registro.2026');
    expect(login.modelEspecifico).toMatchObject({ codPrestador: provider.id, admin: true });
    const config = (
      await t.inject({
        method: 'POST',
        url: '/pre/v1/user-config',
        headers: login.headers,
        payload: {},
      })
    ).json<UserConfigResponse>();
    expect(config.userHasAcceptedTerms).toBe(false);
    const entries = config.userPermissions.leftNavigationAndMenuButtons;
    expect(entries.map((entry) => entry.id)).toEqual(moduleCatalogue().map((entry) => entry.id));
    expect(entries.every((entry) => entry.habilitado && entry.active)).toBe(true);
    const module = await t.inject({
      method: 'GET',
      url: '/pre/v1/modulos/censos',
      headers: login.headers,
    });
    expectError(module, 403, 'TERMS_REQUIRED', TEXT.termsRequired);
  });

  it('registering the same provider again is refused and creates no second user', async () => {
    const provider = free[0]!;
    const before = await tableCounts(t.db);
    const again = await post('usuario', registration(provider, 'otro.admin@prestadores.test'));
    expect(again.json()).toEqual(HAS_ADMIN);
    expect(await usersOf(provider.id)).toHaveLength(1);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('a taken e-mail is refused for another provider too, and nothing is written', async () => {
    const before = await tableCounts(t.db);
    const response = await post('usuario', registration(free[1]!, DEMO.interior));
    expect(response.json()).toEqual(EMAIL_TAKEN);
    expect(await usersOf(free[1]!.id)).toHaveLength(0);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('registering for a wrong CUIT or for the demo provider writes nothing', async () => {
    const before = await tableCounts(t.db);
    expect(
      (
        await post(
          'usuario',
          registration({ id: free[2]!.id, cuit: free[1]!.cuit }, 'a@prestadores.test'),
        )
      ).json(),
    ).toEqual(PROVIDER_NOT_FOUND);
    expect(
      (
        await post(
          'usuario',
          registration(
            { id: 100001, cuit: demoAccount(DEMO.demo).provider.cuit },
            'b@prestadores.test',
          ),
        )
      ).json(),
    ).toEqual(HAS_ADMIN);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it.each([
    ['prestador', { codPrestador: 'abc', cuit: '20111111112' }, 'body.codPrestador'],
    [
      'prestador',
      { codPrestador: 600002, cuit: '20-1111111-2' },
      'El CUIT tiene 11 dígitos, sin guiones.',
    ],
    ['verificar', { email: 'sin-arroba' }, 'Ingresá un e-mail válido.'],
    ['usuario', { password: 'corta' }, 'La contraseña debe tener al menos 8 caracteres.'],
    ['usuario', { password: 'x'.repeat(31) }, 'La contraseña tiene como máximo 30 caracteres.'],
    ['usuario', { nombre: '   ' }, 'body.nombre'],
    ['usuario', { apellido: undefined }, 'body.apellido'],
  ])(
    'POST /pre/registracion/%s with bad input %j is a 400 and writes nothing',
    async (path, bad, expected) => {
      const payload = path === 'usuario' ? registration(free[3]!, 'c@prestadores.test', bad) : bad;
      const before = await tableCounts(t.db);
      const body = expectError(await post(path, payload), 400, 'VALIDATION');
      expect(body.message).toContain(expected);
      expect(await tableCounts(t.db)).toEqual(before);
    },
  );

  it('a double-submitted registration creates one administrator, never a 500', async () => {
    const provider = free[4]!;
    const [first, second] = await Promise.all([
      post('usuario', registration(provider, 'doble@prestadores.test')),
      post('usuario', registration(provider, 'doble@prestadores.test')),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json(), second.json()]).toContainEqual({ estado: 'OK' });
    expect(await usersOf(provider.id)).toHaveLength(1);
  });

  it('two people registering one provider at once with different e-mails get one administrator', async () => {
    const provider = free[5]!;
    const answers = await Promise.all([
      post('usuario', registration(provider, 'primera@prestadores.test')),
      post('usuario', registration(provider, 'segunda@prestadores.test')),
    ]);
    expect(answers.map((answer) => answer.json())).toEqual(
      expect.arrayContaining([{ estado: 'OK' }, HAS_ADMIN]),
    );
    expect(await usersOf(provider.id)).toHaveLength(1);
  });

  it('one e-mail registered for two providers at once is taken once; the other gets EMAIL_TAKEN', async () => {
    const answers = await Promise.all([
      post('usuario', registration(free[6]!, 'misma@prestadores.test')),
      post('usuario', registration(free[7]!, 'misma@prestadores.test')),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json())).toEqual(
      expect.arrayContaining([{ estado: 'OK' }, EMAIL_TAKEN]),
    );
    const owners = await t.db.select().from(users).where(eq(users.email, 'misma@prestadores.test'));
    expect(owners).toHaveLength(1);
  });
});
