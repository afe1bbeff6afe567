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
  // Until the terms are accepted the menu offers only what can be used: the terms.
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link')).toHaveText(['Aceptar los términos y condiciones']);

  await accept.click();
  await expect(page).toHaveURL(/\/prestadores\/?$/);
  await expect(page.getByRole('button', { name: /Diego Acosta/ })).toBeVisible();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Aceptar los términos y condiciones' })).toHaveCount(
    0,
  );
  expect(await menu.getByRole('link').count()).toBeGreaterThan(1);
});

test('before the session expires the user is offered to renew it, and renewing keeps them in', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/prestadores/');
  await login(page, 'interior@prestadores.test');
  await expect(page.getByRole('button', { name: /Ricardo Molina/ })).toBeVisible();
  const expBefore = await page.evaluate(() => localStorage.getItem('exp'));

  // Sessions last 30 minutes; the prompt appears in the last minute.
  await page.clock.fastForward('29:15');
  const prompt = page.getByRole('dialog');
  await expect(prompt.getByRole('button', { name: 'Renovar sesión' })).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(prompt.getByRole('button', { name: 'Renovar sesión' })).toBeVisible();

  // The server's clock is real: bring the browser's back before renewing, or the renewed expiry
  // would look a minute away again.
  await page.clock.setSystemTime(new Date());
  const renewal = page.waitForResponse((response) =>
    response.url().endsWith('/pre/v0/auth-refresh'),
  );
  await prompt.getByRole('button', { name: 'Renovar sesión' }).click();
  const renewed = await renewal;
  expect(renewed.status()).toBe(200);
  const { exp } = (await renewed.json()) as { exp: string };
  await expect(page.getByRole('button', { name: 'Renovar sesión' })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('exp'))).toBe(exp);
  expect(Number(exp)).toBeGreaterThanOrEqual(Number(expBefore));

  await page.goto('/prestadores/tramitesonline/validar-afiliado');
  await expect(page.getByRole('heading', { name: 'Validar afiliado' })).toBeVisible();
});
