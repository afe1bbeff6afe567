import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAndWaitForMenu } from '../support.ts';

/** The logged-in home, as demo@ and as the sub-user, on the real server. */

const HOME = '/prestadores/';

async function openHome(page: Page, email: string) {
  await loginAndWaitForMenu(page, email);
  await page.goto(HOME);
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
}

test('demo@ sees what waits on the provider and opens the last settlement from it', async ({
  page,
}) => {
  await openHome(page, 'demo@prestadores.test');
  const main = page.getByRole('main');
  const cases = main.getByRole('region', { name: 'Centro de atención' });
  await expect(cases).toContainText(/\d+ casos? esperando tu respuesta/);
  const observed = main.getByRole('region', { name: 'Autorizaciones observadas' });
  await expect(observed.getByRole('link', { name: /^Trámite \d+$/ }).first()).toBeVisible();
  const settlement = main.getByRole('region', { name: 'Última liquidación' });
  // es-AR money: ARS, thousands with dots, two decimals after a comma.
  await expect(settlement).toContainText(/\$\s[\d.]+,\d\d/);
  await expect(settlement).toContainText(/Período \d\d\/\d{4} · liquidada el \d\d\/\d\d\/\d{4}/);
  await expect(main.getByRole('region', { name: 'Pagos y facturas' })).toContainText(/sin leer/);
  await expect(main.getByRole('form', { name: 'Validar afiliado' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await settlement.getByRole('link', { name: 'Ir a Consulta de liquidación' }).click();
  await expect(page).toHaveURL(/\/prestadores\/tramitesonline\/consulta-de-liquidacion$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Consulta de liquidación' }),
  ).toBeVisible();
});

test('the sub-user sees only the affiliate field and their own validations', async ({ page }) => {
  await openHome(page, 'subusuario@prestadores.test');
  const main = page.getByRole('main');
  await expect(main.getByRole('form', { name: 'Validar afiliado' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Tus últimas validaciones' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Lo que te espera' })).toHaveCount(0);
  for (const tile of [
    'Centro de atención',
    'Autorizaciones observadas',
    'Última liquidación',
    'Pagos y facturas',
  ]) {
    await expect(main.getByRole('region', { name: tile })).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);
});

test('an affiliate validated from the home shows its card and then tops the recent validations', async ({
  page,
}) => {
  await openHome(page, 'demo@prestadores.test');
  const form = page.getByRole('main').getByRole('form', { name: 'Validar afiliado' });
  await form.getByRole('textbox', { name: /Número de afiliado/ }).fill('30000001 1 01');
  await form.getByRole('textbox', { name: /Número de afiliado/ }).press('Enter');

  await expect(page).toHaveURL(/\/prestadores\/tramitesonline\/validar-afiliado$/);
  const card = page.getByRole('region', { name: 'Datos del afiliado' });
  await expect(card.getByRole('heading', { name: 'Juan Pérez' })).toBeVisible();

  await page.goto(HOME);
  await page.reload();
  const recent = page.getByRole('list', { name: 'Tus últimas validaciones' });
  const first = recent.getByRole('listitem').first();
  await expect(first).toContainText('30000001 1 01');
  await expect(first).toContainText('Juan Pérez');
  await expect(first).toContainText('Válido');
  await expect(first).toContainText(/\d\d\/\d\d\/\d{4} \d\d:\d\d/);

  // One click validates it again.
  await first.getByRole('link', { name: 'Validar de nuevo 30000001 1 01' }).click();
  await expect(card.getByRole('heading', { name: 'Juan Pérez' })).toBeVisible();
});

test('the home fits a phone: no sideways scroll at 390 px', async ({ page }) => {
  await openHome(page, 'demo@prestadores.test');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Última liquidación' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
