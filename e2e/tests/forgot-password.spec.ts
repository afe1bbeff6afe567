import { expect, test } from '@playwright/test';
import { lastMailTo, login } from '../support.ts';

test('a provider recovers a forgotten password with the PIN mailed to them', async ({ page }) => {
  const email = 'colegio@prestadores.test';
  await page.goto('/prestadores/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('CUIT').fill('30698765433');
  await page.getByRole('button', { name: /enviar|continuar|siguiente/i }).click();

  const pinField = page.getByLabel('PIN');
  await expect(pinField).toBeVisible();
  const pin = /\b(\d{6})\b/.exec(lastMailTo(email))?.[1];
  expect(pin).toMatch(/^\d{6}$/);
  await pinField.fill(pin!);
  await page.getByRole('button', { name: /validar|continuar|siguiente/i }).click();

  await expect(page).toHaveURL(/\/forgot-password\/new-password$/);
  await page.getByLabel('Nueva contraseña').fill('ColegioNueva.2026');
  await page.getByLabel('Repetí la contraseña').fill('ColegioNueva.2026');
  await page.getByRole('button', { name: /cambiar|guardar|confirmar/i }).click();
  await expect(page.getByRole('dialog')).toContainText(/contraseña/i);

  await page.goto('/prestadores/');
  await login(page, email, 'ColegioNueva.2026');
  await expect(page.getByRole('button', { name: /Paula Suárez/ })).toBeVisible();
});
