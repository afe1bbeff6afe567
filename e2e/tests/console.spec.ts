import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations } from '../support.ts';

/**
 * The insurer's console in Chromium on the real server (docs/decisions/0057): the demo
 * administrator logs in with a code of the README's secret and invites a person; the person sets
 * a password from the link, enrols an authenticator (the secret read from the screen), keeps the
 * recovery codes and is in; blocked by the administrator, their next request lands on the login;
 * the audit lists what happened. The invitee works on a 390 px phone.
 */
const ADMIN = { email: 'admin@aseguradora.test', secret: 'ADMINDEMOTOTPSECRETFFFFFFFFFFFFF' };
const PERSON = { name: 'Persona Consola E2E', email: 'persona.consola@aseguradora.test' };
const PASSWORD = 'Una-clave-larga-2026';

/** A code as an authenticator app shows it (30 s, 6 digits, SHA-1: otpauth's defaults). */
const codeOf = (secret: string) => new TOTP({ secret }).generate();

async function passwordStep(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Ingreso del personal' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Continuar' }).click();
}

async function secondFactor(page: Page, code: string) {
  const form = page.getByRole('form', { name: 'Segundo factor' });
  await form.getByLabel('Código de 6 dígitos').fill(code);
  await form.getByRole('button', { name: 'Ingresar' }).click();
}

test('an administrator invites a person who enrols; blocked, they are out; the audit shows it', async ({
  page,
  browser,
}) => {
  // Two people, two logins, an enrolment and four accessibility checks: a long journey.
  test.slow();
  await page.goto('/consola/');
  await expect(page).toHaveURL(/\/consola\/ingresar$/);
  await expectNoSeriousA11yViolations(page);
  await passwordStep(page, ADMIN.email, DEMO_PASSWORD);
  await secondFactor(page, codeOf(ADMIN.secret));
  await expect(page.getByRole('heading', { name: 'Hola, Adriana Administradora' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Secciones' });

  await sections.getByRole('link', { name: 'Cuentas del personal' }).click();
  await page.getByRole('button', { name: 'Nueva cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva cuenta del personal' });
  await dialog.getByLabel('Nombre y apellido').fill(PERSON.name);
  await dialog.getByLabel('E-mail').fill(PERSON.email);
  await dialog.getByRole('checkbox', { name: 'Soporte' }).check();
  await dialog.getByRole('button', { name: 'Crear la cuenta' }).click();
  const link = (await dialog.getByTestId('invitation-link').textContent()) ?? '';
  expect(link).toMatch(/\/consola\/alta\?invitacion=/);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Listo' }).click();

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
  });
  const person = await phone.newPage();
  await person.goto(link);
  await person.getByLabel('Contraseña nueva').fill(PASSWORD);
  await person.getByLabel('Repetí la contraseña').fill(PASSWORD);
  await person.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(person.getByText('Tu contraseña quedó guardada.', { exact: false })).toBeVisible();

  await passwordStep(person, PERSON.email, PASSWORD);
  await expect(person.getByRole('heading', { name: 'Configurá tu segundo factor' })).toBeVisible();
  await expect(person.getByAltText(/Código QR/)).toBeVisible();
  await expectNoSeriousA11yViolations(person);
  const secret = ((await person.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await secondFactor(person, codeOf(secret));
  const codes = person.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
  await expectNoSeriousA11yViolations(person);
  await person.getByRole('button', { name: 'Ya los guardé, continuar' }).click();
  await expect(person.getByRole('heading', { name: `Hola, ${PERSON.name}` })).toBeVisible();
  expect(await person.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );

  // The administrator's list was read before the person's enrolment: a reload reads it anew.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: PERSON.email });
  await expect(row.getByText('Activa')).toBeVisible();
  await row.getByRole('button', { name: `Acciones para ${PERSON.name}` }).click();
  await page.getByRole('menuitem', { name: 'Bloquear' }).click();
  await page
    .getByRole('dialog', { name: 'Bloquear la cuenta' })
    .getByRole('button', { name: 'Bloquear' })
    .click();
  await expect(row.getByText('Bloqueada')).toBeVisible();

  await person.reload();
  await expect(person.getByText('Tu sesión terminó. Ingresá nuevamente.')).toBeVisible();
  await expect(person).toHaveURL(/\/consola\/ingresar$/);
  await phone.close();

  await sections.getByRole('link', { name: 'Auditoría de acciones' }).click();
  const audit = page.getByRole('table', { name: 'Acciones del personal' });
  for (const action of [
    'Cuenta creada',
    'Alta aceptada',
    'Segundo factor configurado',
    'Cuenta bloqueada',
  ]) {
    await expect(audit.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
  await page.getByRole('combobox', { name: 'Acción' }).selectOption('Cuenta bloqueada');
  await expect(audit.getByRole('row')).toHaveCount(2);
  await expect(audit.getByRole('row').nth(1)).toContainText('admin@aseguradora.test');
  await expectNoSeriousA11yViolations(page);
});
