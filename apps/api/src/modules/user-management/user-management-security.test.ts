import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserSummaryDto } from '@portal/contracts';
import { userModules } from '../../db/schema/session.ts';
import { DEMO, TEXT, expectError, userIdOf } from '../../../test/helpers.ts';
import { refusedWithoutChange } from '../../../test/refused-without-change.ts';
import { twoProviderApp } from '../../../test/test-app.ts';
import { NEW_USER, USERS, changeOf, sealFor } from './user-management-test-kit.ts';

const LINK_INVALID =
  'El enlace para modificar este usuario no es válido: puede estar incompleto o haber cambiado. Volvé a Gestión de usuarios y abrí el usuario desde la lista.';

describe('user management refuses what its rules forbid, changing nothing', () => {
  const s = twoProviderApp();
  const team = async () =>
    (await s.t.inject({ method: 'GET', url: `${USERS}/obtener_listado`, headers: s.demo })).json<{
      usuarios: UserSummaryDto[];
    }>().usuarios;
  const own = async (email: string) => (await team()).find((user) => user.email === email)!;
  /** Changes grants behind the API's back, as an operator's mistake or a catalogue change would. */
  const grant = (userId: number, moduleIds: string[], habilitado: boolean) =>
    s.t.db
      .update(userModules)
      .set({ habilitado })
      .where(and(eq(userModules.userId, userId), inArray(userModules.moduleId, moduleIds)));

  it("interior@'s admin cannot read, change or delete a user of demo@'s provider", async () => {
    const lucia = await own(DEMO.subusuario);
    // demo@'s link used by interior@: bound to provider 100001, it does not open for 200001.
    await refusedWithoutChange(
      s.t,
      { method: 'GET', url: `${USERS}/${lucia.idUsuario}/${lucia.encryp}`, headers: s.interior },
      404,
      'DECRYPT_FAILED',
    );
    // A link interior@'s own key would seal for the user still finds no such user of its team.
    const sealed = await sealFor(200001, lucia.idUsuario);
    const put = await refusedWithoutChange(
      s.t,
      {
        method: 'PUT',
        url: `${USERS}/${lucia.idUsuario}/${sealed}`,
        headers: s.interior,
        payload: changeOf(lucia, { admin: true }),
      },
      404,
      'NOT_FOUND',
    );
    expect(put.json<{ message: string }>().message).not.toContain('Lucía');
    await refusedWithoutChange(
      s.t,
      {
        method: 'DELETE',
        url: `${USERS}/eliminar_usuario/${lucia.idUsuario}`,
        headers: s.interior,
      },
      404,
      'NOT_FOUND',
    );
    const list = await s.t.inject({
      method: 'GET',
      url: `${USERS}/obtener_listado`,
      headers: s.interior,
    });
    expect(list.json<{ usuarios: UserSummaryDto[] }>().usuarios.map((user) => user.email)).toEqual([
      DEMO.interior,
    ]);
  });

  it('a sub-user reaches no user management call, even holding the modules', async () => {
    const lucia = await own(DEMO.subusuario);
    const session = await s.t.login(DEMO.subusuario);
    const forbidden = await s.t.inject({
      method: 'GET',
      url: `${USERS}/obtener_listado`,
      headers: session.headers,
    });
    expectError(forbidden, 403, 'FORBIDDEN', TEXT.noPermission);
    // An admin makes the mistake of granting the modules by hand: the admin flag still rules.
    await grant(
      lucia.idUsuario,
      ['gestion-usuarios', 'registrar-usuarios', 'modificar-usuario'],
      true,
    );
    for (const request of [
      { method: 'GET' as const, url: `${USERS}/obtener_listado` },
      { method: 'GET' as const, url: `${USERS}/actividad` },
      {
        method: 'POST' as const,
        url: USERS,
        payload: { ...NEW_USER, email: 'otro@prestadores.test' },
      },
      {
        method: 'PUT' as const,
        url: `${USERS}/${lucia.idUsuario}/${lucia.encryp}`,
        payload: changeOf(lucia, { admin: true }),
      },
      {
        method: 'DELETE' as const,
        url: `${USERS}/eliminar_usuario/${await userIdOf(s.t.db, DEMO.demo)}`,
      },
    ]) {
      const response = await refusedWithoutChange(
        s.t,
        { ...request, headers: session.headers },
        403,
        'FORBIDDEN',
      );
      expect(response.json<{ message: string }>().message).toBe(
        'Sólo el administrador del prestador puede gestionar usuarios.',
      );
    }
  });

  it('an admin cannot grant a module its provider lacks', async () => {
    // demo@ has every module: take one off its admin, so its provider lacks it.
    const demoId = await userIdOf(s.t.db, DEMO.demo);
    await grant(demoId, ['receta-digital'], false);
    const response = await refusedWithoutChange(
      s.t,
      {
        method: 'POST',
        url: USERS,
        headers: s.demo,
        payload: { ...NEW_USER, modulos: ['receta-digital', 'gestion-usuarios'] },
      },
      422,
      'INVALID_INPUT',
    );
    expect(response.json<{ message: string }>().message).toBe(
      'Tu prestador no tiene estos módulos: receta-digital, gestion-usuarios.',
    );
  });

  it('an admin cannot drop its own admin flag, deactivate or delete itself', async () => {
    const me = await own(DEMO.demo);
    const url = `${USERS}/${me.idUsuario}/${me.encryp}`;
    const modulos = ['validador-de-asociados'];
    for (const [payload, message] of [
      [changeOf(me, { admin: false, modulos }), 'No podés quitarte el permiso de administrador.'],
      [
        changeOf(me, { admin: true, estado: 'Inactivo', modulos }),
        'No podés desactivar tu propio usuario.',
      ],
    ] as const) {
      const response = await refusedWithoutChange(
        s.t,
        { method: 'PUT', url, headers: s.demo, payload },
        403,
        'FORBIDDEN',
      );
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    const response = await refusedWithoutChange(
      s.t,
      { method: 'DELETE', url: `${USERS}/eliminar_usuario/${me.idUsuario}`, headers: s.demo },
      403,
      'FORBIDDEN',
    );
    expect(response.json<{ message: string }>().message).toBe(
      'No podés eliminar tu propio usuario.',
    );
  });

  it.each([
    [
      'a DU of the wrong shape',
      { numeroDocumento: '12' },
      400,
      'El número de documento debe tener 7 u 8 dígitos.',
    ],
    ['a sector off the list', { sector: 99 }, 422, 'Elegí un sector de la lista.'],
    ['no module at all', { modulos: [] }, 400, 'Elegí al menos un módulo.'],
    ['a bad e-mail', { email: 'no-es-un-mail' }, 400, 'Ingresá un e-mail válido.'],
  ] as const)('refuses %s with its Spanish message', async (_name, change, status, message) => {
    const response = await refusedWithoutChange(
      s.t,
      { method: 'POST', url: USERS, headers: s.demo, payload: { ...NEW_USER, ...change } },
      status,
      status === 422 ? 'INVALID_INPUT' : 'VALIDATION',
    );
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('a tampered link in a change answers that the link is not valid', async () => {
    const lucia = await own(DEMO.subusuario);
    // Another first character, whatever the seal's own is (the same one would change nothing).
    const other = lucia.encryp.startsWith('x') ? 'y' : 'x';
    const response = await refusedWithoutChange(
      s.t,
      {
        method: 'PUT',
        url: `${USERS}/${lucia.idUsuario}/${other}${lucia.encryp.slice(1)}`,
        headers: s.demo,
        payload: changeOf(lucia),
      },
      404,
      'DECRYPT_FAILED',
    );
    expect(response.json<{ message: string }>().message).toBe(LINK_INVALID);
  });
});

describe('with the guard cache on, as in production', () => {
  const s = twoProviderApp({ config: { guardCacheMs: 60_000 } });

  it("a deleted user's token is refused on its very next call, and a narrowed grant at once", async () => {
    const users = (
      await s.t.inject({ method: 'GET', url: `${USERS}/obtener_listado`, headers: s.demo })
    ).json<{ usuarios: UserSummaryDto[] }>().usuarios;
    const carolina = users.find((user) => user.email === 'auditoria@prestadores.test')!;
    const martin = users.find((user) => user.email === 'facturacion@prestadores.test')!;
    const her = await s.t.login(carolina.email);
    const him = await s.t.login(martin.email);
    const censos = { method: 'GET' as const, url: '/pre/v1/modulos/censos', headers: her.headers };
    expect((await s.t.inject(censos)).statusCode).toBe(200);
    const narrowed = await s.t.inject({
      method: 'PUT',
      url: `${USERS}/${carolina.idUsuario}/${carolina.encryp}`,
      headers: s.demo,
      payload: changeOf(carolina, { modulos: ['validador-de-asociados'], sector: 4, rol: 4 }),
    });
    expect(narrowed.statusCode).toBe(200);
    expectError(await s.t.inject(censos), 403, 'FORBIDDEN', TEXT.noPermission);

    const liquidacion = {
      method: 'GET' as const,
      url: '/pre/v1/modulos/consulta-de-liquidacion',
      headers: him.headers,
    };
    expect((await s.t.inject(liquidacion)).statusCode).toBe(200);
    await s.t.inject({
      method: 'DELETE',
      url: `${USERS}/eliminar_usuario/${martin.idUsuario}`,
      headers: s.demo,
    });
    expectError(await s.t.inject(liquidacion), 401, 'SESSION_EXPIRED', TEXT.sessionExpired);
  });
});
