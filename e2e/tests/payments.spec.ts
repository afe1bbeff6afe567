import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAndWaitForMenu } from '../support.ts';

test('demo@ reads its payments with withholdings and net in es-AR money, opens one, and walks the invoice tabs', async ({
  page,
}) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  // demo@ has the 'cap' permission: the update-data campaign prompt opens after login.
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  const menu = page.getByRole('navigation', { name: /menú/i });
  await menu.getByRole('link', { name: 'Pagos y facturas' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Consulta de pagos y facturas' }),
  ).toBeVisible();

  const payments = page.getByRole('table').filter({ hasText: 'Orden de pago' });
  await expect(payments.getByRole('columnheader', { name: 'Ret. IIBB' })).toBeVisible();
  const first = payments.getByRole('row').nth(1);
  await expect(first).toContainText(/OP-100001-\d{6}/);
  // es-AR money: $ 1.234,56 in every amount cell.
  await expect(first.getByRole('cell').nth(7)).toHaveText(/^\$\s[\d.]+,\d{2}$/);
  await expect(payments.getByRole('row', { name: /Totales/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await first.getByRole('button', { name: /Ver detalle/ }).click();
  const detail = page.getByRole('dialog', { name: /Detalle de la operación OP-100001-/ });
  await expect(detail.getByRole('row')).not.toHaveCount(0);
  await expect(detail).toContainText('Importe neto: $');
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Facturas' }).click();
  // Counts follow the calendar (rooms open and close), so they are read, not fixed.
  await expect(
    page.getByRole('tab', { name: /^Pendientes de liquidación \(\d+\)$/ }),
  ).toBeVisible();
  const inSettlement = page.getByRole('tab', { name: /^En liquidación \(\d+\)$/ });
  const count = (await inSettlement.textContent())?.match(/\((\d+)\)/)?.[1];
  await inSettlement.click();
  await expect(page.getByText(`${count} facturas;`)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'En liquidación' }).first()).toBeVisible();
});

test('pagosFull opens without the standard menu, and at 390 px the payments are cards', async ({
  page,
}) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await page.goto('/prestadores/pagosFull');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /menú/i })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Pagos' });
  await expect(cards.getByRole('listitem').first()).toContainText('Importe neto: $');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
