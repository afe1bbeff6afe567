import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, lastMailTo, login } from '../support.ts';

test('a wrong password opens the Ups! dialog with a link to recover it', async ({ page }) => {
  await page.goto('/prestadores/');
  await login(page, 'demo@prestadores.test', 'no-es-la-clave');

  const dialog = page.getByRole('dialog', { name: 'Ups!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'No pudimos iniciar tu sesión. Verificá los datos ingresados y probá nuevamente.',
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('link', { name: /contraseña/i }).click();
  await expect(page).toHaveURL(/\/prestadores\/forgot-password$/);
});

test('the public home passes axe with no serious or critical violation', async ({ page }) => {
  await page.goto('/prestadores/');
  await expect(page.getByRole('form', { name: 'Ingreso de prestadores' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('logging out clears the session and returns to the public home', async ({ page }) => {
  await page.goto('/prestadores/');
  await login(page, 'demo@prestadores.test');
  // demo@ has the 'cap' permission: the update-data prompt comes first (spec §2).
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await page.getByRole('button', { name: /María Laura González/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();

  await expect(page.getByRole('form', { name: 'Ingreso de prestadores' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/prestadores/tramitesonline/validar-afiliado');
  await expect(page).toHaveURL(/\/prestadores\/?$/);
});

test('a provider recovers a forgotten password with the PIN mailed to them', async ({ page }) => {
  // facturacion@, a sub-user of demo@'s provider no other journey logs in with: its new password
  // would lock out any later journey of the same server.
  const email = 'facturacion@prestadores.test';
  await page.goto('/prestadores/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('CUIT').fill('27234567891');
  await page.getByRole('button', { name: /enviar|continuar|siguiente/i }).click();

  const pinField = page.getByLabel('PIN');
  await expect(pinField).toBeVisible();
  const pin = /\b(\d{6})\b/.exec(lastMailTo(email))?.[1];
  expect(pin).toMatch(/^\d{6}$/);
  await pinField.fill(pin!);
  await page.getByRole('button', { name: /validar|continuar|siguiente/i }).click();

  await expect(page).toHaveURL(/\/forgot-password\/new-password$/);
  await page.getByLabel('Nueva contraseña').fill('FacturacionNueva.2026');
  await page.getByLabel('Repetí la contraseña').fill('FacturacionNueva.2026');
  await page.getByRole('button', { name: /cambiar|guardar|confirmar/i }).click();
  await expect(page.getByRole('dialog')).toContainText(/contraseña/i);

  await page.goto('/prestadores/');
  await login(page, email, 'FacturacionNueva.2026');
  await expect(page.getByRole('button', { name: /Martín Quiroga/ })).toBeVisible();
});
