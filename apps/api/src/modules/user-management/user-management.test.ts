import { describe, expect, it } from 'vitest';
import type { UserDetailDto, UserSummaryDto } from '@portal/contracts';
import { DEMO, TEXT, expectError, userIdOf } from '../../../test/helpers.ts';
import { refusedWithoutChange } from '../../../test/refused-without-change.ts';
import { capturedLogger } from '../../../test/captured-log.ts';
import { demoProviderApp } from '../../../test/test-app.ts';
import { NEW_USER, USERS, changeOf } from './user-management-test-kit.ts';

const DECRYPT = 'Error al desencriptar: Datos corruptos o clave incorrecta';
const LINK_INVALID =
  'El enlace para modificar este usuario no es válido: puede estar incompleto o haber cambiado. Volvé a Gestión de usuarios y abrí el usuario desde la lista.';

describe("demo@ runs its team's access", () => {
  const log = capturedLogger('warn');
  const s = demoProviderApp({ logger: log.logger });
  const list = async (query = '') => {
    const response = await s.t.inject({
      method: 'GET',
      url: `${USERS}/obtener_listado${query}`,
      headers: s.demo,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ usuarios: UserSummaryDto[] }>().usuarios;
  };

  it('lists its users with sector, role, state and last login, itself marked', async () => {
    const users = await list();
    expect(users.map((user) => user.email).sort()).toEqual([
      'auditoria@prestadores.test',
      DEMO.demo,
      'facturacion@prestadores.test',
      DEMO.subusuario,
    ]);
    const lucia = users.find((user) => user.email === DEMO.subusuario)!;
    expect(lucia).toMatchObject({
      sector: 'Recepción',
      rol: 'Recepcionista',
      estado: 'Activo',
      admin: false,
      esUsted: false,
    });
    expect(lucia.ultimoIngreso).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(users.find((user) => user.email === DEMO.demo)?.esUsted).toBe(true);
  });

  it('searches by name or e-mail and filters by sector and state', async () => {
    expect((await list('?q=quiroga')).map((user) => user.email)).toEqual([
      'facturacion@prestadores.test',
    ]);
    expect((await list('?sector=4')).map((user) => user.email)).toEqual([
      'auditoria@prestadores.test',
    ]);
    expect(await list('?estado=Inactivo')).toEqual([]);
    expect(await list('?q=%25')).toEqual([]);
  });

  it('offers only the modules its admin has, grouped like the menu, without user management', async () => {
    const response = await s.t.inject({ method: 'GET', url: `${USERS}/opciones`, headers: s.demo });
    const options = response.json<{ modulos: { label: string; modules: { id: string }[] }[] }>();
    const ids = options.modulos.flatMap((group) => group.modules.map((entry) => entry.id));
    expect(options.modulos[0]?.label).toBe('Contrataciones');
    expect(ids).toContain('validador-de-asociados');
    expect(ids).not.toContain('gestion-usuarios');
    expect(ids).not.toContain('terminos');
  });

  it('creates a sub-user who gets a mail to choose its password, and reads it back by its link', async () => {
    const created = await s.t.inject({
      method: 'POST',
      url: USERS,
      headers: s.demo,
      payload: NEW_USER,
    });
    expect(created.statusCode).toBe(201);
    const { usuario } = created.json<{ usuario: UserSummaryDto }>();
    expect(usuario).toMatchObject({
      email: NEW_USER.email,
      sector: 'Recepción',
      estado: 'Activo',
      ultimoIngreso: null,
    });
    const mail = await s.t.lastMailTo(NEW_USER.email);
    expect(mail?.body).toContain('/prestadores/forgot-password');
    expect(mail?.body).toContain('CUIT 27234567891');

    const detail = await s.t.inject({
      method: 'GET',
      url: `${USERS}/${usuario.idUsuario}/${usuario.encryp}`,
      headers: s.demo,
    });
    expect(detail.json<UserDetailDto>()).toMatchObject({
      numeroDocumento: '38123456',
      tipoDocumento: 'DU',
      modulos: expect.arrayContaining(['validador-de-asociados', 'terminos']) as unknown,
    });
    expect(detail.json<UserDetailDto>().modulos).toHaveLength(2);
  });

  it('refuses an e-mail already in use, in Spanish, writing nothing (no user, no mail)', async () => {
    const response = await refusedWithoutChange(
      s.t,
      {
        method: 'POST',
        url: USERS,
        headers: s.demo,
        payload: { ...NEW_USER, email: 'SUBUSUARIO@prestadores.test' },
      },
      409,
      'EMAIL_IN_USE',
    );
    expect(response.json<{ message: string }>().message).toBe(
      'Ya existe un usuario con ese e-mail.',
    );
  });

  it("deactivating a sub-user ends its session and keeps it listed as 'Inactivo'", async () => {
    const carolina = (await list('?q=auditoria')).at(0)!;
    const session = await s.t.login(carolina.email);
    const changed = await s.t.inject({
      method: 'PUT',
      url: `${USERS}/${carolina.idUsuario}/${carolina.encryp}`,
      headers: s.demo,
      payload: changeOf(carolina, { estado: 'Inactivo', sector: 4, rol: 4 }),
    });
    expect(changed.json<{ usuario: UserSummaryDto }>().usuario.estado).toBe('Inactivo');
    const next = await s.t.inject({
      method: 'POST',
      url: '/pre/v1/user-config',
      headers: session.headers,
    });
    expectError(next, 401, 'SESSION_EXPIRED', TEXT.sessionExpired);
    expect((await list('?estado=Inactivo')).map((user) => user.email)).toEqual([carolina.email]);
  });

  it('changes a sub-user and the change holds on its next request', async () => {
    const lucia = (await list('?q=subusuario')).at(0)!;
    const luciaSession = await s.t.login(DEMO.subusuario);
    const before = await s.t.inject({
      method: 'GET',
      url: '/pre/v1/modulos/censos',
      headers: luciaSession.headers,
    });
    expectError(before, 403, 'FORBIDDEN', TEXT.noPermission);
    const changed = await s.t.inject({
      method: 'PUT',
      url: `${USERS}/${lucia.idUsuario}/${lucia.encryp}`,
      headers: s.demo,
      payload: changeOf(lucia, {
        modulos: ['validador-de-asociados', 'censos'],
        sector: 1,
        rol: 1,
      }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ usuario: UserSummaryDto }>().usuario).toMatchObject({
      sector: 'Administración',
      rol: 'Administrativo',
    });
    const after = await s.t.inject({
      method: 'GET',
      url: '/pre/v1/modulos/censos',
      headers: luciaSession.headers,
    });
    expect(after.statusCode).toBe(200);
  });

  it('answers a changed link, and a link of another id, in plain words; the decrypt error goes to the log', async () => {
    const lucia = (await list('?q=subusuario')).at(0)!;
    const flipped = `${lucia.encryp.slice(0, -2)}${lucia.encryp.endsWith('AA') ? 'BB' : 'AA'}`;
    const before = log.lines.length;
    for (const url of [
      `${USERS}/${lucia.idUsuario}/${flipped}`,
      `${USERS}/${await userIdOf(s.t.db, DEMO.demo)}/${lucia.encryp}`,
      `${USERS}/1/abc`,
    ]) {
      const response = await s.t.inject({ method: 'GET', url, headers: s.demo });
      expectError(response, 404, 'DECRYPT_FAILED', LINK_INVALID);
      expect(response.body).not.toContain('desencriptar');
    }
    expect(log.lines.slice(before)).toEqual(
      Array.from({ length: 3 }, () =>
        expect.objectContaining({ level: 40, msg: DECRYPT, code: 'DECRYPT_FAILED' }),
      ),
    );
  });

  it("lists the team's activity newest first, by user, action and dates, and exports it", async () => {
    const lucia = await userIdOf(s.t.db, DEMO.subusuario);
    const response = await s.t.inject({
      method: 'GET',
      url: `${USERS}/actividad?usuario=${lucia}&accion=affiliate.validation`,
      headers: s.demo,
    });
    const page = response.json<{
      actividad: { fecha: string; email: string; accionDesc: string }[];
      total: number;
      paginas: number;
    }>();
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(page.actividad.map((row) => `${row.email} ${row.accionDesc}`))).toEqual(
      new Set([`${DEMO.subusuario} Validación de afiliado`]),
    );
    const none = await s.t.inject({
      method: 'GET',
      url: `${USERS}/actividad?desde=20200101&hasta=20200131`,
      headers: s.demo,
    });
    expect(none.json<{ total: number }>().total).toBe(0);

    const csv = await s.t.inject({
      method: 'GET',
      url: `${USERS}/actividad/csv?accion=login`,
      headers: s.demo,
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Fecha;Usuario;E-mail;Acción;Detalle');
    expect(lines.slice(1).every((line) => line.includes(';Inicio de sesión;'))).toBe(true);
  });

  it('deletes a sub-user: gone from the list, its open session refused at once', async () => {
    const martin = (await list('?q=facturacion')).at(0)!;
    const session = await s.t.login('facturacion@prestadores.test');
    const deleted = await s.t.inject({
      method: 'DELETE',
      url: `${USERS}/eliminar_usuario/${martin.idUsuario}`,
      headers: s.demo,
    });
    expect(deleted.json()).toEqual({ mensaje: 'El usuario fue eliminado.' });
    expect((await list()).map((user) => user.email)).not.toContain('facturacion@prestadores.test');
    const next = await s.t.inject({
      method: 'GET',
      url: '/pre/v1/modulos/consulta-de-liquidacion',
      headers: session.headers,
    });
    expectError(next, 401, 'SESSION_EXPIRED', TEXT.sessionExpired);
    const activity = await s.t.inject({
      method: 'GET',
      url: `${USERS}/actividad?accion=user.deleted`,
      headers: s.demo,
    });
    expect(activity.json<{ actividad: { detalle: string }[] }>().actividad[0]?.detalle).toBe(
      'facturacion@prestadores.test',
    );
  });
});
