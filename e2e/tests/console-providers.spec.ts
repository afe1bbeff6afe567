import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import {
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  lastMailTo,
  loginAndWaitForMenu,
  login,
} from '../support.ts';

/**
 * The console's providers section in Chromium on the real server (docs/decisions/0061): the
 * demo contracting account (not admin@, whose single-use codes console.spec.ts spends) finds a
 * provider, blocks one of its users who is logged in to the portal in another browser — out on
 * their next request —, unblocks them (they log in again), and creates a provider account whose
 * first admin chooses a password through the portal's recovery, as the invitation says.
 * auditoria@ is a demo sub-user no other journey uses; it ends unblocked, as seeded.
 */
const CONTRACTING = {
  email: 'contrataciones@aseguradora.test',
  secret: 'CONTRATACIONESDEMOTOTPSECRETCCCC',
};
const USER = { email: 'auditoria@prestadores.test', name: 'Carolina Méndez' };
const NEW_PROVIDER = {
  codigo: '910001',
  cuit: '30-71234567-1',
  razonSocial: 'Clínica Consola E2E S.A.',
  admin: 'admin@clinica-consola.test',
};
const SESSION_EXPIRED =
  'Tu sesión expiró. Por favor verificá tu información de usuario e iniciá sesión nuevamente.';

async function consoleLogin(page: Page) {
  await page.goto('/consola/');
  const password = page.getByRole('form', { name: 'Ingreso del personal' });
  await password.getByLabel('E-mail').fill(CONTRACTING.email);
  await password.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await password.getByRole('button', { name: 'Continuar' }).click();
  const code = page.getByRole('form', { name: 'Segundo factor' });
  await code
    .getByLabel('Código de 6 dígitos')
    .fill(new TOTP({ secret: CONTRACTING.secret }).generate());
  await code.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
}

async function portalBrowser(page: Page) {
  const context = await page.context().browser()!.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
  });
  return { context, portal: await context.newPage() };
}

test('contracting blocks a logged-in provider user, who is out at once; unblocks; creates an account', async ({
  page,
}) => {
  // Three browsers, two applications and axe on five screens: longer than one screen's journey.
  test.slow();
  const { context, portal } = await portalBrowser(page);
  await loginAndWaitForMenu(portal, USER.email);

  await consoleLogin(page);
  await page
    .getByRole('navigation', { name: 'Secciones' })
    .getByRole('link', { name: 'Prestadores' })
    .click();
  const search = page.getByRole('search', { name: 'Buscar prestadores' });
  await search.getByLabel('Código, CUIT o nombre').fill('100001');
  await search.getByRole('button', { name: 'Buscar' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Código 100001' });
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('link').click();

  await expect(page.getByRole('tab', { name: 'Lugares' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Equipo' }).click();
  const member = page.getByRole('article', { name: USER.name });
  await expect(member.getByText('Activo', { exact: true })).toBeVisible();
  await member.getByRole('button', { name: `Bloquear a ${USER.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Bloquear al usuario' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Bloquear' }).click();
  await expect(member.getByText('Bloqueado', { exact: true })).toBeVisible();

  // Their next request: the session is over.
  await portal
    .getByRole('navigation', { name: /menú/i })
    .getByRole('link', { name: 'Validar afiliado' })
    .click();
  await expect(portal.getByText(SESSION_EXPIRED)).toBeVisible();

  await member.getByRole('button', { name: `Desbloquear a ${USER.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Desbloquear al usuario' })
    .getByRole('button', { name: 'Desbloquear' })
    .click();
  await expect(member.getByText('Activo', { exact: true })).toBeVisible();
  await portal.goto('/prestadores/');
  await login(portal, USER.email);
  await expect(portal.getByRole('navigation', { name: /menú/i })).toBeVisible();
  await context.close();

  await page.getByRole('tab', { name: 'Actividad' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('link', { name: 'Volver a la búsqueda' }).click();
  await page.getByRole('button', { name: 'Nueva cuenta de prestador' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva cuenta de prestador' });
  await form.getByRole('textbox', { name: 'Código de prestador' }).fill(NEW_PROVIDER.codigo);
  await form.getByRole('textbox', { name: 'CUIT' }).fill(NEW_PROVIDER.cuit);
  await form
    .getByRole('textbox', { name: 'Razón social o apellido y nombre' })
    .fill(NEW_PROVIDER.razonSocial);
  await form.getByRole('textbox', { name: 'Nombre abreviado' }).fill('Clínica Consola');
  await form.getByLabel('Tipo').selectOption('Institución');
  await form
    .getByRole('textbox', { name: 'E-mail del prestador' })
    .fill('contacto@clinica-consola.test');
  await form.getByRole('combobox', { name: 'Localidad' }).fill('Palermo');
  await page
    .getByRole('option', { name: /^Palermo/ })
    .first()
    .click();
  await form
    .getByRole('textbox', { name: 'E-mail de su primer administrador' })
    .fill(NEW_PROVIDER.admin);
  await form.getByRole('checkbox', { name: 'Validar afiliado' }).check();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Crear la cuenta' }).click();
  await expect(
    form.getByText(`Le enviamos la invitación a ${NEW_PROVIDER.admin}`, { exact: false }),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Ver el prestador' }).click();
  await expect(page.getByRole('heading', { name: NEW_PROVIDER.razonSocial })).toBeVisible();
  await page.getByRole('tab', { name: 'Módulos' }).click();
  await expect(page.getByRole('switch', { name: 'Validar afiliado' })).toBeChecked();

  // The invited admin does what the invitation says: recovery with the e-mail and the CUIT.
  const invited = await portalBrowser(page);
  await invited.portal.goto('/prestadores/forgot-password');
  await invited.portal.getByLabel('E-mail').fill(NEW_PROVIDER.admin);
  await invited.portal.getByLabel('CUIT').fill(NEW_PROVIDER.cuit.replaceAll('-', ''));
  await invited.portal.getByRole('button', { name: /enviar|continuar|siguiente/i }).click();
  const pinField = invited.portal.getByLabel('PIN');
  await expect(pinField).toBeVisible();
  const pin = /\b(\d{6})\b/.exec(lastMailTo(NEW_PROVIDER.admin))?.[1];
  expect(pin).toMatch(/^\d{6}$/);
  await pinField.fill(pin!);
  await invited.portal.getByRole('button', { name: /validar|continuar|siguiente/i }).click();
  await invited.portal.getByLabel('Nueva contraseña').fill('ClinicaConsola.2026');
  await invited.portal.getByLabel('Repetí la contraseña').fill('ClinicaConsola.2026');
  await invited.portal.getByRole('button', { name: /cambiar|guardar|confirmar/i }).click();
  await expect(invited.portal.getByRole('dialog')).toContainText(/contraseña/i);
  await invited.context.close();

  // On a phone the results are cards, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/consola/prestadores?q=clinica');
  await expect(page.getByRole('article', { name: NEW_PROVIDER.razonSocial })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});
