import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, login } from '../support.ts';

test('a provider who has not accepted the terms accepts them after login and lands on the home', async ({
  page,
}) => {
  await page.goto('/prestadores/');
  await login(page, 'terminos@prestadores.test');

  const accept = page.getByRole('button', { name: 'Aceptar los términos y condiciones' });
  await expect(accept).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Términos y condiciones/ })).toHaveAttribute(
    'readonly',
    '',
  );
  await expectNoSeriousA11yViolations(page);

  await accept.click();
  await expect(page).toHaveURL(/\/prestadores\/?$/);
  await expect(page.getByRole('button', { name: /Diego Acosta/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /menú/i })).toBeVisible();
});

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
