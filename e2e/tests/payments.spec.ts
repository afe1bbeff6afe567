import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectKeyColumnsOnScreen,
  expectNoSeriousA11yViolations,
  loginAndWaitForMenu,
} from '../support.ts';

/** Downloads what the download dialog offers and closes it; returns the file's text (latin1). */
async function downloadFromDialog(page: Page, expectedName: RegExp) {
  const dialog = page.getByRole('dialog', { name: 'Descarga' });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Descargar' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(expectedName);
  const bytes = await readFile(await file.path());
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
  return bytes;
}

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

  // The CSV holds the same figures: the first payment's net, es-AR (comma decimals, no thousands).
  const net = (await first.getByRole('cell').nth(7).textContent())!.replace(/[$\s.]/g, '');
  const order = (await first.getByRole('cell').nth(1).textContent())!;
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = (await downloadFromDialog(page, /^pagos-\d{11}\.csv$/)).toString('utf8');
  const line = csv.split('\r\n').find((row) => row.includes(order));
  expect(line?.split(';').at(-1)).toBe(`"${net}"`);

  await first.getByRole('button', { name: /Ver detalle/ }).click();
  const detail = page.getByRole('dialog', { name: /Detalle de la operación OP-100001-/ });
  await expect(detail.getByRole('row')).not.toHaveCount(0);
  await expect(detail).toContainText('Importe neto: $');
  await detail.getByRole('button', { name: 'Orden de pago (PDF)' }).click();
  const pdf = await downloadFromDialog(page, /^orden-de-pago-OP-100001-\d{6}\.pdf$/);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
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
  await expect(page.getByRole('table', { name: 'Pagos' })).toBeVisible();
  // The charts load on demand (their own chunk): net per month and withholdings by kind.
  await page.getByRole('button', { name: 'Ver gráficos' }).click();
  await expect(page.getByRole('img', { name: /^Neto pagado en cada mes, de / })).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const kinds = page.getByRole('table', { name: 'Retenciones por impuesto' });
  await expect(kinds.getByRole('row', { name: /Ingresos Brutos/ })).toContainText(
    /\$\s[\d.]+,\d{2}/,
  );
  // Checked here, without the menu: the menu's active link fails contrast on its own (reported).
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const first = page.getByRole('list', { name: 'Pagos' }).getByRole('listitem').first();
  await expect(first).toContainText('Importe neto: $');
  // The day and the payment order head the card; its detail button stays in reach.
  await expectKeyColumnsOnScreen(page, [
    first.getByText(/^\d\d\/\d\d\/\d{4} · /),
    first.getByRole('button', { name: /^Ver detalle de / }),
  ]);
});

test('demo@ attaches a receipt to a pending invoice: progress bar, success modal, and the count on the invoice', async ({
  page,
}) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await page.goto('/prestadores/facturasFull');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
  const pending = page.waitForResponse(
    (answer) => answer.url().includes('estado=pendienteLiquidacion') && answer.ok(),
  );
  await page.getByRole('tab', { name: /^Pendientes de liquidación/ }).click();
  await pending;
  const table = page.getByRole('table', { name: 'Pendientes de liquidación' });
  // The invoice is named by the dialog it opens: the rows read before the tab's own page arrives
  // may still be the previous tab's.
  await table
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /Adjuntar comprobante/ })
    .click();
  const modal = page.getByRole('dialog', { name: /^Adjuntar comprobante a la factura / });
  const title = await modal.getByRole('heading', { level: 2 }).textContent();
  const number = title?.match(/\d{4}-\d{8}/)?.[0];
  expect(number).toBeTruthy();
  await modal.getByLabel('Elegir comprobante').setInputFiles({
    name: 'recibo-transferencia.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(modal.getByText(/recibo-transferencia\.pdf/)).toBeVisible();
  // Held a moment on its way, so the bar can be seen as a user on a slow line sees it.
  await page.route('**/comprobantes', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await modal.getByRole('button', { name: 'Adjuntar' }).click();
  // The bar's filled part has no width until bytes leave, so it is checked as present, with the
  // spinner and the live text beside it.
  await expect(page.getByRole('progressbar', { name: 'Envío del comprobante' })).toBeAttached();
  await expect(modal.getByText(/Enviando archivos…|Guardando el comprobante…/)).toBeVisible();
  await expect(modal.getByText('Adjuntando el comprobante…')).toBeVisible();

  const success = page.getByRole('dialog', { name: 'Comprobante adjuntado' });
  await expect(success).toContainText('El comprobante quedó adjuntado a la factura.');
  await success.getByRole('button', { name: 'Aceptar' }).click();
  await expect(success).toHaveCount(0);
  // The Comprobantes column of that invoice now counts the receipt.
  const updated = table.getByRole('row').filter({ hasText: number! });
  await expect(updated.getByRole('cell').nth(6)).toHaveText('1');

  // Its receipts open from the row: the one just attached, by demo@, downloads as sent (its name
  // kept as the support centre keeps names: the hyphen becomes a space).
  await updated
    .getByRole('button', { name: `Ver los comprobantes de la factura ${number}` })
    .click();
  const receipts = page.getByRole('dialog', { name: `Comprobantes de la factura ${number}` });
  const receipt = receipts.getByRole('row', { name: /recibo transferencia\.pdf/ });
  await expect(receipt).toContainText('María Laura González');
  await expect(receipt).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await receipt.getByRole('button', { name: 'Descargar recibo transferencia.pdf' }).click();
  const bytes = await downloadFromDialog(page, /^recibo transferencia\.pdf$/);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('interior@ opens consultoriosFull without the menu, then files an inquiry about a payment and follows it', async ({
  page,
}) => {
  await loginAndWaitForMenu(page, 'interior@prestadores.test');
  await page.goto('/prestadores/consultoriosFull');
  await expect(page.getByRole('heading', { level: 1, name: 'Consultorios' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /menú/i })).toHaveCount(0);
  const rooms = page.getByRole('table', { name: 'Consultorios' });
  await expect(
    rooms.getByRole('row', { name: /Sanatorio del Interior - Sede Central/ }),
  ).toContainText(/\$\s[\d.]+,\d{2}/);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/prestadores/tramitesonline/consulta-pagos-facturas');
  await page.getByRole('tab', { name: 'Consultas sobre pagos' }).click();
  const mine = page.getByRole('list', { name: 'Mis consultas' });
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine).toContainText('Abierto');
  const form = page.getByRole('form', { name: 'Nueva consulta sobre un pago' });
  const payment = form.getByRole('combobox', { name: /^Pago/ });
  await expect(payment.locator('option')).not.toHaveCount(1);
  await payment.selectOption({ index: 2 });
  await form.getByRole('combobox', { name: /^Motivo/ }).selectOption({ label: 'Pago no recibido' });
  await form.getByRole('combobox', { name: /^Empresa/ }).selectOption({ label: 'Obra Social' });
  await form
    .getByRole('textbox', { name: 'Observación' })
    .fill('No vemos la transferencia en el banco.');
  await form.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(form.getByRole('status')).toContainText('Tu consulta fue registrada.');
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await expect(mine.getByRole('listitem').first()).toContainText('Motivo: Pago no recibido');
  await expect(mine.getByRole('listitem').first()).toContainText('Empresa: Obra Social');
  await expect(mine.getByRole('listitem').first()).toContainText('Abierto');
});

/** The table fits its column: nothing scrolls sideways, in the table or on the page. */
async function expectTableFits(page: Page, table: Locator, width: number) {
  const widths = await table.evaluate((element) => {
    const scroller = element.closest('.mantine-Table-scrollContainer') ?? element.parentElement!;
    return { client: scroller.clientWidth, scroll: scroller.scrollWidth };
  });
  expect(widths.scroll, 'the table scrolls sideways').toBeLessThanOrEqual(widths.client);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
}

/** Each control is shown whole inside the screen once scrolled to, not clipped by its table. */
async function expectInView(controls: Locator, width: number) {
  await expect(controls.first()).toBeVisible();
  const count = await controls.count();
  for (let index = 0; index < count; index++) {
    const control = controls.nth(index);
    // Rows further down are scrolled to the middle of the screen (down only: a page that scrolls
    // sideways fails below); scrolling "if needed" may stop a fraction of a pixel short of it.
    await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(control).toBeInViewport({ ratio: 1 });
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

test('at 1280×800 the payments and the invoices fit beside the menu, every invoice action in view; at 390 px they are cards', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await page.goto('/prestadores/tramitesonline/consulta-pagos-facturas');
  await expect(page.getByRole('navigation', { name: /menú/i })).toBeVisible();

  const payments = page.getByRole('table', { name: 'Pagos' });
  await expect(payments.getByRole('row').nth(1)).toBeVisible();
  await expectTableFits(page, payments, 1280);
  await expectInView(
    payments
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Ver detalle de / }),
    1280,
  );

  await page.getByRole('tab', { name: 'Facturas' }).click();
  const invoices = page.getByRole('table', { name: 'Últimas facturas' });
  const first = invoices.getByRole('row').nth(1);
  // demo@'s latest invoice is unread and not settled: it offers to attach and to mark it read.
  const attach = first.getByRole('button', { name: /^Adjuntar comprobante a la factura / });
  const markRead = first.getByRole('button', { name: /^Marcar como leída la factura / });
  await expectInView(attach, 1280);
  await expectInView(markRead, 1280);
  await expectInView(invoices.getByRole('button'), 1280);
  await expectTableFits(page, invoices, 1280);
  // The compact buttons say what they do on hover and on keyboard focus.
  await attach.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Adjuntar comprobante');
  await page.mouse.move(0, 400);
  await markRead.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(attach).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Adjuntar comprobante');
  // Axe on the invoices alone: the menu's active link is reported apart (see pagosFull above).
  await expectNoSeriousA11yViolations(page, '[role="tabpanel"]');

  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: 'Últimas facturas' }).getByRole('listitem').first();
  await expectKeyColumnsOnScreen(page, [
    card.getByRole('button', { name: /^Adjuntar comprobante a la factura / }),
    card.getByRole('button', { name: /^Marcar como leída la factura / }),
  ]);
  await expect(card.getByRole('button', { name: /^Adjuntar comprobante/ })).toHaveText(
    'Adjuntar comprobante',
  );
});
