import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { modules } from '../../db/schema/session.ts';
import { moduleCatalogue } from '../../seed/module-catalogue.ts';
import { DEMO, TEXT, expectError } from '../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const CATALOGUE = moduleCatalogue();
const SUB_USER_MODULES = new Set(['validador-de-asociados', 'datos-personales', 'terminos']);

/** The server-side guard of spec §6, through GET /pre/v1/modulos/{id} (access: {moduleParam: 'id'}). */
describe('module permissions', () => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const email of [DEMO.demo, DEMO.subusuario, DEMO.mantenimiento]) {
      headers[email] = (await t.login(email)).headers;
    }
  });
  afterAll(() => t.close());

  const getModule = (email: string, id: string) =>
    t.inject({
      method: 'GET',
      url: `/pre/v1/modulos/${encodeURIComponent(id)}`,
      headers: headers[email]!,
    });

  it('the catalogue holds every permission key and ability button', () => {
    expect(CATALOGUE).toHaveLength(22);
    expect(CATALOGUE.map((entry) => entry.id)).toContain('consulta-de-facturas/pagos');
  });

  it.each(CATALOGUE)('demo@ may open $id', async (entry) => {
    const response = await getModule(DEMO.demo, entry.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: entry.id,
      titulo: entry.titulo,
      disponible: entry.disponible,
    });
  });

  it.each(CATALOGUE.filter((entry) => SUB_USER_MODULES.has(entry.id)))(
    'the sub-user may open $id, one of its enabled modules',
    async (entry) => {
      expect((await getModule(DEMO.subusuario, entry.id)).statusCode).toBe(200);
    },
  );

  it.each(CATALOGUE.filter((entry) => !SUB_USER_MODULES.has(entry.id)))(
    'the sub-user gets the spec permission message on $id',
    async (entry) => {
      expectError(await getModule(DEMO.subusuario, entry.id), 403, 'FORBIDDEN', TEXT.noPermission);
    },
  );

  it('mantenimiento@ gets 403 MODULE_INACTIVE (the maintenance image) on consulta-de-liquidacion', async () => {
    const response = await getModule(DEMO.mantenimiento, 'consulta-de-liquidacion');
    expectError(response, 403, 'MODULE_INACTIVE', TEXT.moduleInMaintenance);
  });

  it("mantenimiento@'s other modules open normally", async () => {
    for (const id of ['consulta-de-facturas/pagos', 'validador-de-asociados', 'censos']) {
      expect((await getModule(DEMO.mantenimiento, id)).statusCode, id).toBe(200);
    }
  });

  it('an unknown module id is a 403 FORBIDDEN like any module without an entry (not a 404, so ids cannot be probed)', async () => {
    for (const id of ['no-existe', 'CENSOS', 'censos/../gestion-usuarios', 'x'.repeat(60)]) {
      expectError(await getModule(DEMO.demo, id), 403, 'FORBIDDEN', TEXT.noPermission);
    }
  });

  it('an absurdly long module id is stopped by the router (414) in the error shape', async () => {
    expectError(await getModule(DEMO.demo, 'x'.repeat(200)), 414, 'FST_ERR_MAX_PARAM_LENGTH');
  });

  it('a module switched off in the catalogue shows the maintenance answer to everyone', async () => {
    await t.db.update(modules).set({ active: false }).where(eq(modules.id, 'censos'));
    try {
      expectError(
        await getModule(DEMO.demo, 'censos'),
        403,
        'MODULE_INACTIVE',
        TEXT.moduleInMaintenance,
      );
      // Without the permission, the permission message still comes first.
      expectError(await getModule(DEMO.subusuario, 'censos'), 403, 'FORBIDDEN', TEXT.noPermission);
    } finally {
      await t.db.update(modules).set({ active: true }).where(eq(modules.id, 'censos'));
    }
  });

  it("the general override flag (habilitarTodo) opens every module the user's entries hold", async () => {
    await t.db.update(users).set({ habilitarTodo: true }).where(eq(users.email, DEMO.subusuario));
    try {
      expect((await getModule(DEMO.subusuario, 'gestion-usuarios')).statusCode).toBe(200);
      expect((await getModule(DEMO.subusuario, 'consulta-de-facturas/pagos')).statusCode).toBe(200);
      expectError(await getModule(DEMO.subusuario, 'no-existe'), 403, 'FORBIDDEN');
    } finally {
      await t.db
        .update(users)
        .set({ habilitarTodo: false })
        .where(eq(users.email, DEMO.subusuario));
    }
  });

  it('module routes need a session first: without a token it is 401, not 403', async () => {
    const response = await t.inject({ method: 'GET', url: '/pre/v1/modulos/censos' });
    expectError(response, 401, 'SESSION_EXPIRED', TEXT.sessionExpired);
  });
});
