import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  lastMailTo,
  login,
  loginAndWaitForMenu,
} from '../support.ts';

const NO_PERMISSION = 'No tenés permisos suficientes para ver esta opción.';
const LINK_INVALID =
  'El enlace para modificar este usuario no es válido: puede estar incompleto o haber cambiado. Volvé a Gestión de usuarios y abrí el usuario desde la lista.';
const SUB_USER = 'sofia.ledesma@prestadores.test';
const PASSWORD = 'Recepcion.2026';

async function openUsers(page: Page) {
  await page
    .getByRole('navigation', { name: /menú/i })
    .getByRole('link', { name: 'Gestión de usuarios' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de usuarios' })).toBeVisible();
}

/** The sub-user's own browser: it chooses its password as the welcome mail says, then logs in. */
async function subUserBrowser(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
  });
  const sub = await context.newPage();
  const welcome = lastMailTo(SUB_USER);
  expect(welcome).toContain('/prestadores/forgot-password');
  expect(welcome).toContain('CUIT 27234567891');
  await sub.goto('/prestadores/forgot-password');
  await sub.getByLabel('E-mail').fill(SUB_USER);
  await sub.getByLabel('CUIT').fill('27234567891');
  await sub.getByRole('button', { name: /enviar|continuar|siguiente/i }).click();
  const pinField = sub.getByLabel('PIN');
  await expect(pinField).toBeVisible();
  const pin = /\b(\d{6})\b/.exec(lastMailTo(SUB_USER))?.[1];
  expect(pin).toMatch(/^\d{6}$/);
  await pinField.fill(pin!);
  await sub.getByRole('button', { name: /validar|continuar|siguiente/i }).click();
  await sub.getByLabel('Nueva contraseña').fill(PASSWORD);
  await sub.getByLabel('Repetí la contraseña').fill(PASSWORD);
  await sub.getByRole('button', { name: /cambiar|guardar|confirmar/i }).click();
  await expect(sub.getByRole('dialog')).toContainText(/contraseña/i);
  await sub.goto('/prestadores/');
  await login(sub, SUB_USER, PASSWORD);
  // A new user accepts the terms once, then uses the portal.
  // The header already names her on the terms screen: wait for the acceptance itself to land
  // (its toast and the home) before she navigates away, or the reload can outrun the request.
  const accept = sub.getByRole('button', { name: 'Aceptar los términos y condiciones' });
  await accept.click();
  await expect(sub.getByText('Aceptaste los términos y condiciones.')).toBeVisible();
  await expect(accept).toHaveCount(0);
  await expect(sub).toHaveURL(/\/prestadores\/?$/);
  await expect(sub.getByRole('button', { name: /Sofía Ledesma/ })).toBeVisible();
  return { sub, context };
}

test("demo@ runs a sub-user's access: creates it, widens it live, and deleting it ends its session", async ({
  page,
  browser,
}) => {
  // Two people, each in a browser of their own: a long journey.
  test.slow();
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  // demo@ has the 'cap' permission: the update-data campaign prompt opens after login.
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await openUsers(page);
  await page.getByRole('link', { name: 'Registrar usuario' }).click();

  const form = page.getByRole('form', { name: 'Registrar usuario' });
  await form.getByLabel('E-mail').fill(SUB_USER);
  await form.getByLabel('Nombre').fill('Sofía');
  await form.getByLabel('Apellido').fill('Ledesma');
  await form.getByLabel('Tipo de documento').selectOption('DU');
  await form.getByLabel('Número de documento').fill('38.123.456');
  await form.getByLabel('Sector').selectOption({ label: 'Recepción' });
  await form.getByLabel('Rol').selectOption({ label: 'Recepcionista' });
  await form
    .getByRole('group', { name: 'Autorizaciones' })
    .getByRole('checkbox', { name: 'Validar afiliado' })
    .check();
  await form.getByRole('button', { name: 'Registrar usuario' }).click();
  await expect(
    page.getByText('El usuario fue creado. Le enviamos un e-mail para que elija su contraseña.'),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: SUB_USER });
  await expect(row).toContainText('Sofía Ledesma');
  await expect(row).toContainText('Nunca');

  const { sub, context } = await subUserBrowser(browser);
  await sub.goto('/prestadores/tramitesonline/censos');
  await expect(sub.getByText(NO_PERMISSION)).toBeVisible();
  await sub.goto('/prestadores/tramitesonline/validar-afiliado');
  await expect(sub.getByRole('textbox', { name: /Número de afiliado/ })).toBeVisible();

  // demo@ widens its modules; the sub-user gets in without logging out.
  await page.getByRole('link', { name: 'Modificar a Sofía Ledesma' }).click();
  const change = page.getByRole('form', { name: 'Modificar usuario' });
  await change.getByRole('checkbox', { name: 'Censos' }).check();
  await change.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Los cambios del usuario fueron guardados.')).toBeVisible();
  await sub.goto('/prestadores/tramitesonline/censos');
  await expect(sub.getByRole('form', { name: 'Afiliado del registro' })).toBeVisible();
  await expect(sub.getByText(NO_PERMISSION)).toHaveCount(0);

  // A changed link shows the decrypt error and nothing of the user.
  const href = await page
    .getByRole('link', { name: 'Modificar a Sofía Ledesma' })
    .getAttribute('href');
  const tampered = href!.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
  await page.goto(tampered);
  const broken = page.getByRole('alert');
  await expect(broken).toContainText('El enlace no es válido');
  await expect(broken).toContainText(LINK_INVALID);
  await expect(broken).not.toContainText('desencriptar');
  await expect(broken.getByRole('link', { name: 'Ir a Gestión de usuarios' })).toHaveAttribute(
    'href',
    '/prestadores/gestionusuarios',
  );
  await expect(page.getByText(SUB_USER)).toHaveCount(0);

  // Deleting asks first, then ends the sub-user's open session at once.
  await openUsers(page);
  await page.getByRole('button', { name: 'Eliminar a Sofía Ledesma' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('¿Eliminar a Sofía Ledesma');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('El usuario fue eliminado.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: SUB_USER })).toHaveCount(0);

  await sub
    .getByRole('navigation', { name: /menú/i })
    .getByRole('link', { name: 'Validar afiliado' })
    .click();
  await expect(
    sub.getByText(
      'Tu sesión expiró. Por favor verificá tu información de usuario e iniciá sesión nuevamente.',
    ),
  ).toBeVisible();
  await context.close();
});

test("demo@ sees its team's activity, filters it by action and exports it as CSV", async ({
  page,
}) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await openUsers(page);
  await page.getByRole('tab', { name: 'Actividad del equipo' }).click();
  await page.getByLabel('Acción').selectOption({ label: 'Validación de afiliado' });
  const table = page.getByRole('table', { name: 'Actividad del equipo' });
  await expect(table.getByRole('row').nth(1)).toContainText('Validación de afiliado');
  await expect(table).not.toContainText('Inicio de sesión');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.getByRole('button', { name: 'Exportar CSV' }).click();
      await page
        .getByRole('dialog', { name: 'Descarga' })
        .getByRole('link', { name: 'Descargar' })
        .click();
    })(),
  ]);
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
});

test('at 390 px the team is cards with e-mail, name and state on screen; axe finds nothing serious', async ({
  page,
}) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await openUsers(page);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem', { name: 'Usuario subusuario@prestadores.test' });
  await expect(card).toContainText('Lucía Benítez');
  await expect(card).toContainText('Activo');
  for (const text of ['subusuario@prestadores.test', 'Lucía Benítez', 'Activo']) {
    const box = await card.getByText(text, { exact: true }).first().boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, text).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/prestadores/gestionusuarios/registrar-usuario');
  await expect(page.getByRole('form', { name: 'Registrar usuario' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
