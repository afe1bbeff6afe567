import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, login, loginAndWaitForMenu } from '../support.ts';

test('a sub-user sees the permission message on a module they were not given', async ({ page }) => {
  await page.goto('/prestadores/');
  await login(page, 'subusuario@prestadores.test');
  await expect(page.getByRole('button', { name: /Lucía Benítez/ })).toBeVisible();

  await page.goto('/prestadores/tramitesonline/consulta-de-liquidacion');
  await expect(page.getByText('No tenés permisos suficientes para ver esta opción.')).toBeVisible();

  await page.goto('/prestadores/tramitesonline/validar-afiliado');
  await expect(page.getByRole('heading', { name: 'Validar afiliado' })).toBeVisible();
});

test('a provider whose liquidation module is inactive sees the maintenance image', async ({
  page,
}) => {
  await page.goto('/prestadores/');
  await login(page, 'mantenimiento@prestadores.test');
  await expect(page.getByRole('button', { name: /Jorge Ramírez/ })).toBeVisible();

  await page.goto('/prestadores/tramitesonline/consulta-de-liquidacion');
  const image = page.getByRole('img', { name: 'Módulo en mantenimiento' });
  await expect(image).toBeVisible();
  // The image is its own hashed file (not inlined in the JavaScript): it must arrive and decode.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('a visitor on a private route is sent to the home', async ({ page }) => {
  await page.goto('/prestadores/tramitesonline/capweb');
  await expect(page).toHaveURL(/\/prestadores\/?$/);
});

test('an unknown route shows the Ups! page', async ({ page }) => {
  await page.goto('/prestadores/esta-ruta-no-existe');
  await expect(page.getByRole('heading', { name: 'Ups!' })).toBeVisible();
});

for (const path of ['/prestadores/home', '/prestadores/home/', '/prestadores/home/index.php']) {
  test(`${path} redirects to the home`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/prestadores\/?$/);
    await expect(page.getByRole('form', { name: 'Ingreso de prestadores' })).toBeVisible();
  });
}

test('a session ended on the server is noticed: the user is told it expired and sent home', async ({
  page,
}) => {
  await page.goto('/prestadores/');
  await login(page, 'subusuario@prestadores.test');
  await expect(page.getByRole('button', { name: /Lucía Benítez/ })).toBeVisible();

  // The session ends server-side (as on logout elsewhere, expiry or a disabled user).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const revoked = await page.request.post('/pre/v0/auth-logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(204);

  await page
    .getByRole('navigation', { name: /menú/i })
    .getByRole('link', { name: 'Validar afiliado' })
    .click();
  await expect(
    page.getByText(
      'Tu sesión expiró. Por favor verificá tu información de usuario e iniciá sesión nuevamente.',
    ),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the menu link just clicked, active and under the pointer, keeps AA contrast', async ({
  page,
}) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  // demo@ has the 'cap' permission: the update-data campaign prompt opens after login.
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  const link = page
    .getByRole('navigation', { name: /menú/i })
    .getByRole('link', { name: 'Consulta de liquidación' });
  await link.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Consulta de liquidación' }),
  ).toBeVisible();
  await link.hover();
  await expect(link).toHaveAttribute('data-active', 'true');
  await expectNoSeriousA11yViolations(page);
});
