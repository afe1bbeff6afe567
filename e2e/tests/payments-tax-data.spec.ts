import { expect, test } from '@playwright/test';
import { login, loginAndWaitForMenu } from '../support.ts';

const PATH = '/prestadores/informacionutil/datos-impositivos';

test('demo@ opens its tax data full-screen, without the standard menu', async ({ page }) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  // demo@ has the 'cap' permission: the update-data campaign prompt opens after login.
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Datos impositivos' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /menú/i })).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Datos impositivos' });
  await expect(table.getByRole('row', { name: /CUIT/ })).toContainText(/\d{2}-\d{8}-\d/);
  await expect(table.getByRole('row', { name: /Condición frente al IVA/ })).toContainText(
    'Responsable Inscripto',
  );
  await expect(table.getByRole('row', { name: /Ingresos Brutos/ }).first()).toContainText(
    '901-234567-8',
  );
  await expect(table.getByRole('row', { name: /Retención de Ganancias/ })).toContainText(
    'No exento',
  );
});

test('a visitor who opens the tax data is sent to the home, as on any private route', async ({
  page,
}) => {
  await page.goto(PATH);
  await expect(page).toHaveURL(/\/prestadores\/?$/);
  await expect(page.getByRole('form', { name: 'Ingreso de prestadores' })).toBeVisible();
});

test('a sub-user without consulta-de-facturas/pagos sees the permission message', async ({
  page,
}) => {
  await page.goto('/prestadores/');
  await login(page, 'subusuario@prestadores.test');
  await expect(page.getByRole('button', { name: /Lucía Benítez/ })).toBeVisible();
  await page.goto(PATH);
  await expect(page.getByText('No tenés permisos suficientes para ver esta opción.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Datos impositivos' })).toHaveCount(0);
});

test('colegio@, whose tax data are not loaded yet, reads so and what to do, on the page and the tab', async ({
  page,
}) => {
  await loginAndWaitForMenu(page, 'colegio@prestadores.test');
  await page.goto(PATH);
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'Todavía no tenemos tus datos impositivos' });
  await expect(notice).toContainText('Colegio Médico Regional · CUIT 30-69876543-');
  await expect(
    notice.getByRole('link', { name: 'Ir al Centro de atención al prestador' }),
  ).toBeVisible();
  await expect(page.getByText('El recurso solicitado no existe.')).toHaveCount(0);

  await page.goto('/prestadores/tramitesonline/consulta-pagos-facturas');
  await page.getByRole('tab', { name: 'Datos impositivos' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Todavía no tenemos tus datos impositivos' }),
  ).toBeVisible();
  await expect(page.getByText('El recurso solicitado no existe.')).toHaveCount(0);
});
