import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_BLOCKED_MESSAGE } from '@portal/domain/provider-admin';
import { localities, outbox } from '../../db/schema/core.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { staffAudit } from '../../db/schema/staff.ts';
import { DEMO, expectError, userIdOf } from '../../../test/helpers.ts';
import { refusedWithoutChange } from '../../../test/refused-without-change.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoStaff, openStaffSession } from '../../../test/staff.ts';

const BASE = '/pre/consola/v0/prestadores';
const VALIDATOR = '/pre/v1/validador/contratos/1';

describe("the console's providers: block, modules, new accounts (docs/decisions/0061)", () => {
  let t: TestApp;
  let contracting: Record<string, string>;
  let staffId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const session = await openStaffSession(t, demoStaff('contracting').email);
    contracting = session.headers;
    staffId = session.staffId;
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.inject({ method, url, headers: contracting, ...(payload ? { payload } : {}) });
  const lastAudit = async () =>
    (await t.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1))[0];
  const login = (email: string) =>
    t.inject({
      method: 'POST',
      url: '/pre/v0/auth-login',
      payload: { email, password: DEMO_PASSWORD, apiKey: 'web', device: t.device },
    });

  it('a blocked user is out on their next request and told why at login; unblocked, they are back', async () => {
    const session = await t.login(DEMO.subusuario);
    const userId = await userIdOf(t.db, DEMO.subusuario);
    const url = `${BASE}/100001/usuarios/${userId}/bloqueo`;

    const blocked = await send('PUT', url, { bloqueado: true });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({ email: DEMO.subusuario, estado: 'Bloqueado' });
    expect(await lastAudit()).toMatchObject({
      staffId,
      action: 'provider.user-blocked',
      targetKind: 'provider-user',
      targetId: String(userId),
    });
    expectError(
      await t.inject({ method: 'GET', url: '/pre/v1/terminos', headers: session.headers }),
      401,
      'SESSION_EXPIRED',
    );
    expectError(await login(DEMO.subusuario), 403, 'USER_BLOCKED', USER_BLOCKED_MESSAGE);

    const unblocked = await send('PUT', url, { bloqueado: false });
    expect(unblocked.json()).toMatchObject({ estado: 'Activo' });
    expect((await lastAudit())?.action).toBe('provider.user-unblocked');
    expect((await login(DEMO.subusuario)).statusCode).toBe(200);
  });

  it("the provider's admin cannot undo the insurer's block by making the user active", async () => {
    const userId = await userIdOf(t.db, DEMO.subusuario);
    await send('PUT', `${BASE}/100001/usuarios/${userId}/bloqueo`, { bloqueado: true });
    try {
      await tryToUndo(userId);
    } finally {
      await send('PUT', `${BASE}/100001/usuarios/${userId}/bloqueo`, { bloqueado: false });
    }
  });

  async function tryToUndo(userId: number) {
    const admin = await t.login(DEMO.demo);
    const users = await t.inject({
      method: 'GET',
      url: '/pre/v1/usuarios/obtener_listado',
      headers: admin.headers,
    });
    const summary = users
      .json<{ usuarios: { idUsuario: number; encryp: string }[] }>()
      .usuarios.find((entry) => entry.idUsuario === userId)!;
    const detail = await t.inject({
      method: 'GET',
      url: `/pre/v1/usuarios/${userId}/${summary.encryp}`,
      headers: admin.headers,
    });
    const user = detail.json<{
      nombre: string;
      apellido: string;
      sectorId: number | null;
      rolId: number | null;
      tipoDocumento: string | null;
      numeroDocumento: string | null;
      modulos: string[];
    }>();
    const made = await t.inject({
      method: 'PUT',
      url: `/pre/v1/usuarios/${userId}/${summary.encryp}`,
      headers: admin.headers,
      payload: {
        nombre: user.nombre,
        apellido: user.apellido,
        sector: user.sectorId ?? 1,
        rol: user.rolId ?? 1,
        tipoDocumento: user.tipoDocumento ?? 'DU',
        numeroDocumento: user.numeroDocumento ?? '30123456',
        modulos: user.modulos.filter((id) => id !== 'terminos'),
        estado: 'Activo',
        admin: false,
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    // Still disabled for every check of a disabled user (guard, recovery, operators' sessions).
    expect(made.json<{ usuario: { estado: string } }>().usuario.estado).toBe('Inactivo');
    expectError(await login(DEMO.subusuario), 403, 'USER_BLOCKED');
  }

  it("a user of another provider is not found under this one's code", async () => {
    const userId = await userIdOf(t.db, DEMO.interior);
    await refusedWithoutChange(
      t,
      {
        method: 'PUT',
        url: `${BASE}/100001/usuarios/${userId}/bloqueo`,
        headers: contracting,
        payload: { bloqueado: true },
      },
      404,
      'NOT_FOUND',
    );
  });

  it('a withdrawn module closes for the whole team at once; granted again, the admins have it', async () => {
    const sub = await t.login(DEMO.subusuario);
    expect(
      (await t.inject({ method: 'GET', url: VALIDATOR, headers: sub.headers })).statusCode,
    ).not.toBe(403);
    const before = (await send('GET', `${BASE}/100001`)).json<{
      modulos: { id: string; otorgado: boolean }[];
    }>();
    const granted = before.modulos.filter((entry) => entry.otorgado).map((entry) => entry.id);
    const without = granted.filter((id) => id !== 'validador-de-asociados');

    const changed = await send('PUT', `${BASE}/100001/modulos`, { modulos: without });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      changed
        .json<{ modulos: { id: string; otorgado: boolean }[] }>()
        .modulos.find((entry) => entry.id === 'validador-de-asociados')?.otorgado,
    ).toBe(false);
    expect(await lastAudit()).toMatchObject({
      action: 'provider.modules-changed',
      changes: { granted: [], withdrawn: ['validador-de-asociados'] },
    });
    expectError(
      await t.inject({ method: 'GET', url: VALIDATOR, headers: sub.headers }),
      403,
      'FORBIDDEN',
    );

    const back = await send('PUT', `${BASE}/100001/modulos`, { modulos: granted });
    expect(
      back
        .json<{ modulos: { id: string; otorgado: boolean }[] }>()
        .modulos.find((entry) => entry.id === 'validador-de-asociados')?.otorgado,
    ).toBe(true);
  });

  it('an unknown module changes nothing and is named in Spanish', async () => {
    const response = await refusedWithoutChange(
      t,
      {
        method: 'PUT',
        url: `${BASE}/100001/modulos`,
        headers: contracting,
        payload: { modulos: ['no-existe', 'terminos'] },
      },
      422,
      'INVALID_INPUT',
    );
    expect(response.json().message).toBe('Estos módulos no existen: no-existe, terminos.');
  });

  async function palermo() {
    const [row] = await t.db
      .select({ id: localities.id })
      .from(localities)
      .where(sql`${localities.nombre} = 'Palermo'`);
    return row!.id;
  }
  const newProvider = async (changes: object = {}) => ({
    codigo: 910001,
    cuit: '30-71234567-1',
    razonSocial: 'Clínica Nueva S.A.',
    nombre: 'Clínica Nueva',
    tipo: 'I',
    email: 'contacto@clinicanueva.test',
    localidad: await palermo(),
    adminEmail: 'admin@clinicanueva.test',
    modulos: ['validador-de-asociados'],
    ...changes,
  });

  it('creates a provider account and invites its first admin through the recovery flow', async () => {
    const response = await send('POST', BASE, await newProvider());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      prestador: { codigo: 910001, cuit: '30712345671', localidad: 'Palermo', baja: false },
      invitado: 'admin@clinicanueva.test',
    });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'admin@clinicanueva.test'));
    expect(mail?.subject).toBe('Tu acceso al Portal de Prestadores');
    expect(mail?.body).toContain('CUIT 30-71234567-1');
    expect(await lastAudit()).toMatchObject({ action: 'provider.created', targetId: '910001' });

    const detail = (await send('GET', `${BASE}/910001`)).json<{
      modulos: { id: string; otorgado: boolean }[];
      equipo: { email: string; admin: boolean; estado: string }[];
    }>();
    expect(detail.equipo).toEqual([
      expect.objectContaining({ email: 'admin@clinicanueva.test', admin: true, estado: 'Activo' }),
    ]);
    expect(detail.modulos.filter((entry) => entry.otorgado).map((entry) => entry.id)).toEqual([
      'validador-de-asociados',
    ]);
    // No password until the admin chooses one through recovery.
    expectError(await login('admin@clinicanueva.test'), 401, 'LOGIN_REFUSED');
  });

  it.each([
    ['a code in use', { codigo: 100001 }, 409, 'PROVIDER_EXISTS'],
    ["an e-mail that is a user's already", { adminEmail: DEMO.demo }, 409, 'EMAIL_IN_USE'],
    ['an unknown locality', { localidad: 99_999_999 }, 422, 'INVALID_INPUT'],
    ['a CUIT with a wrong check digit', { cuit: '30-71234567-2' }, 400, 'VALIDATION'],
  ])('refuses %s and changes nothing', async (_case, changes, status, code) => {
    await refusedWithoutChange(
      t,
      {
        method: 'POST',
        url: BASE,
        headers: contracting,
        payload: await newProvider({ codigo: 910002, adminEmail: 'otro@x.test', ...changes }),
      },
      status,
      code,
    );
  });
});
