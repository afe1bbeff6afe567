import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  argentineDay,
  expectKeyColumnsOnScreen,
  expectNoSeriousA11yViolations,
  loginAndWaitForMenu,
} from '../support.ts';

const PAGE = '/prestadores/tramitesonline/tramites-conectividad';

async function openConnectivity(page: Page) {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  await page.goto(PAGE);
  const form = page.getByRole('form', { name: 'Ingreso de prestaciones' });
  await expect(form.getByRole('textbox', { name: /Número de afiliado/ })).toBeFocused();
  return form;
}

async function fillEntry(page: Page, form: Locator, code: string) {
  await form.getByRole('textbox', { name: /Número de afiliado/ }).fill('30000001 1 01');
  const service = form.getByRole('combobox', { name: /Prestación/ });
  await service.fill(code);
  await expect(service).toHaveValue(new RegExp(`^${code} · `));
  const terminal = form.getByLabel(/^Terminal/).and(page.locator('input'));
  if ((await terminal.inputValue()) === '') {
    await terminal.click();
    await page.getByRole('option', { name: /POS00101/ }).click();
  }
}

async function download(page: Page, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Descargar' }).click(),
  ]);
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

test('a service is entered, its ticket printed, reprinted by number, cancelled and reported', async ({
  page,
}) => {
  // Six steps of a front desk's day in one journey: a long journey.
  test.slow();
  const form = await openConnectivity(page);
  await expectNoSeriousA11yViolations(page);

  await fillEntry(page, form, '420101');
  const today = argentineDay();
  const yesterday = argentineDay(-1);
  // Yesterday's service, typed as digits: the date field adds the slashes.
  const serviceDay = form.getByRole('textbox', { name: /^Fecha de la prestación/ });
  await expect(serviceDay).toHaveValue(today.typed);
  await serviceDay.clear();
  await serviceDay.pressSequentially(yesterday.digits);
  await expect(serviceDay).toHaveValue(yesterday.typed);
  const diagnosis = form.getByRole('combobox', { name: /Diagnósticos/ });
  await diagnosis.fill('J45');
  await expect(page.getByRole('option', { name: /^J45/ }).first()).toBeVisible();
  await diagnosis.press('Enter');
  await expect(form.getByRole('listitem')).toHaveCount(1);
  await form.getByRole('button', { name: 'Registrar prestación' }).click();

  const heading = page.getByRole('heading', { name: /^Ticket N° \d+$/ });
  await expect(heading).toBeFocused();
  const nroTicket = /\d+/.exec((await heading.textContent()) ?? '')![0];
  const ticket = page.getByRole('region', { name: `Ticket N° ${nroTicket}` });
  await expect(ticket).toContainText('420101');
  await expect(ticket).toContainText('Vigente');
  await expect(ticket.getByText(yesterday.typed, { exact: true })).toBeVisible();
  await expect(ticket).toContainText(/\$\s?[\d.]+,\d{2}/);
  await expectNoSeriousA11yViolations(page);

  // The print stylesheet keeps only the ticket, under the portal's mark.
  await page.emulateMedia({ media: 'print' });
  await expect(ticket).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Portal de Prestadores' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inicio' })).toBeHidden();
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(form).toBeHidden();
  await expect(ticket.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();

  await ticket.getByRole('button', { name: 'Descargar PDF' }).click();
  const pdf = await download(page, 'Ticket en PDF');
  expect(pdf.name).toBe(`ticket-${nroTicket}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('tab', { name: 'Búsqueda de tickets' }).click();
  const number = page.getByRole('textbox', { name: /Número de ticket/ });
  await number.fill(nroTicket);
  await number.press('Enter');
  const reprinted = page
    .getByRole('tabpanel', { name: 'Búsqueda de tickets' })
    .getByRole('region', { name: `Ticket N° ${nroTicket}` });
  await expect(reprinted).toContainText('Vigente');
  await expect(reprinted).toContainText(/J45/);

  await reprinted.getByRole('button', { name: 'Anular prestación' }).click();
  const confirm = page.getByRole('dialog', { name: 'Anular prestación' });
  await confirm.getByRole('button', { name: 'Anular' }).click();
  await expect(reprinted.getByText('Anulada', { exact: true }).first()).toBeVisible();
  await expect(reprinted.getByRole('button', { name: 'Anular prestación' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Reportes' }).click();
  const reports = page.getByRole('form', { name: 'Reportes' });
  const from = reports.getByRole('textbox', { name: /^Desde/ });
  const to = reports.getByRole('textbox', { name: /^Hasta/ });
  // An impossible day is refused on its field, with the cursor on it.
  await to.clear();
  await to.pressSequentially('31/04/2026');
  await reports.getByRole('button', { name: 'Consultar reporte' }).click();
  await expect(reports.getByText('Ingresá una fecha real con formato dd/mm/aaaa.')).toBeVisible();
  await expect(to).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await from.clear();
  await from.pressSequentially(yesterday.short);
  await to.clear();
  await to.pressSequentially(today.digits);
  await expect(to).toHaveValue(today.typed);
  await reports.getByRole('button', { name: 'Consultar reporte' }).click();
  const report = page.getByRole('table', { name: /^Prestaciones del/ });
  const row = report.getByRole('row').filter({ hasText: nroTicket });
  await expect(row).toContainText('Anulada');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = await download(page, 'Exportar reporte');
  expect(csv.name).toBe(`transaccionesPorPrestador-IP-${yesterday.server}-${today.server}.csv`);
  expect(csv.bytes.toString('utf8')).toContain(nroTicket);

  // On a phone the same report is cards headed by the ticket and its state.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page
    .getByRole('list', { name: /^Prestaciones del/ })
    .getByRole('listitem', { name: `Ticket ${nroTicket}` });
  await expectKeyColumnsOnScreen(page, [card.getByText(`${nroTicket} · Anulada`)]);
  await expect(card).toContainText('Usuario:');
});

test('a service that is not covered is refused with the spec message', async ({ page }) => {
  const form = await openConnectivity(page);
  await fillEntry(page, form, '999901');
  await form.getByRole('button', { name: 'Registrar prestación' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'no se registró' })
      .getByText('Prestación no cubierta.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Ticket N°/ })).toHaveCount(0);
});

test('a quantity past 99 or with letters is refused on its field, never changed', async ({
  page,
}) => {
  const form = await openConnectivity(page);
  await fillEntry(page, form, '420101');
  const quantity = form.getByRole('textbox', { name: /^Cantidad/ });
  await quantity.fill('99999999999');
  await form.getByRole('button', { name: 'Registrar prestación' }).click();
  await expect(form.getByText('La cantidad es de hasta 99.')).toBeVisible();
  await expect(quantity).toHaveValue('99999999999');
  await expect(quantity).toBeFocused();
  await quantity.fill('2a');
  await form.getByRole('button', { name: 'Registrar prestación' }).click();
  await expect(form.getByText('La cantidad debe ser un número entero, de 1 a 99.')).toBeVisible();
  await expect(quantity).toHaveValue('2a');
  await expect(page.getByRole('heading', { name: /^Ticket N°/ })).toHaveCount(0);

  await quantity.fill('3');
  await form.getByRole('button', { name: 'Registrar prestación' }).click();
  const heading = page.getByRole('heading', { name: /^Ticket N° \d+$/ });
  await expect(heading).toBeFocused();
  const nroTicket = /\d+/.exec((await heading.textContent()) ?? '')![0];
  await expect(page.getByRole('region', { name: `Ticket N° ${nroTicket}` })).toContainText(
    /420101 · .+ × 3/,
  );
  await expectNoSeriousA11yViolations(page);
});

test('eligibility answers without writing, and "Nueva consulta" resets the page', async ({
  page,
}) => {
  await openConnectivity(page);
  await page.getByRole('tab', { name: 'Elegibilidad' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Elegibilidad' });
  const number = panel.getByRole('textbox', { name: /Número de afiliado/ });
  await number.fill('30000002 1 01');
  await number.press('Enter');
  await expect(panel.getByText('Baja', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Nueva consulta' }).click();
  await expect(page.getByRole('tab', { name: 'Ingreso de prestaciones' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Elegibilidad' }).click();
  await expect(panel.getByRole('textbox', { name: /Número de afiliado/ })).toHaveValue('');
  await expect(panel.getByText('Baja', { exact: true })).toHaveCount(0);
});

test('a 401 on a connectivity call logs the user out', async ({ page }) => {
  const form = await openConnectivity(page);
  await fillEntry(page, form, '420101');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const revoked = await page.request.post('/pre/v0/auth-logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(204);

  await form.getByRole('button', { name: 'Registrar prestación' }).click();
  await expect(
    page.getByText(
      'Tu sesión expiró. Por favor verificá tu información de usuario e iniciá sesión nuevamente.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/prestadores\/?$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
