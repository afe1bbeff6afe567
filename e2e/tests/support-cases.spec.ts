import { expect, test, type Page } from '@playwright/test';
import {
  argentineDay,
  expectKeyColumnsOnScreen,
  expectNoSeriousA11yViolations,
  login,
  operatorKey,
} from '../support.ts';

/** A tiny valid PDF and PNG (content sniffing accepts them), built in memory. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function loginToSupportCentre(page: Page) {
  await page.goto('/prestadores/');
  await login(page, 'demo@prestadores.test');
  // demo@ has the 'cap' permission: the update-data prompt (it leads to Mis datos) is put off.
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await menuEntry(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Centro de atención al prestador' }),
  ).toBeVisible();
}

const menuEntry = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: /^Centro de atención al prestador/ });

const countName = (count: number) =>
  count === 0
    ? /^Centro de atención al prestador$/
    : new RegExp(`\\(${count} trámites? pendientes? de respuesta\\)$`);

test('a settlements case with two attachments is filed, found, asked about by the insurer and answered, with the counter moving live', async ({
  page,
}) => {
  // The provider and the insurer take turns on one case: a long journey.
  test.slow();
  await loginToSupportCentre(page);
  await expect(page.getByRole('tab', { name: 'Alta de trámites' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // File the case.
  await page.getByRole('radio', { name: 'Liquidaciones' }).check();
  await page
    .getByRole('combobox', { name: /^Motivo/ })
    .selectOption({ label: 'Débitos en la liquidación' });
  await page.getByRole('textbox', { name: /^Número de expediente/ }).fill('EXP-E2E-2026');
  await page.getByRole('textbox', { name: /^Número de comprobante/ }).fill(' 0003-00004567 ');
  await page
    .getByRole('combobox', { name: /^Tipo de comprobante/ })
    .selectOption({ label: 'Factura A' });
  await page.getByRole('textbox', { name: /^Asunto/ }).fill('Débito de la práctica 420101');
  await page
    .getByRole('textbox', { name: /^Detalle de la consulta/ })
    .fill('Nos debitaron la práctica 420101 del mes pasado.');
  await page.getByLabel('Adjuntar archivos').setInputFiles([
    { name: 'factura débito.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'comprobante.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByRole('button', { name: 'Quitar comprobante.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar trámite' }).click();

  const confirmation = page.getByRole('dialog', { name: 'Trámite registrado' });
  await expect(confirmation).toContainText('Su trámite fue registrado con el número');
  const nro = /número (\d+)/.exec((await confirmation.textContent()) ?? '')?.[1];
  expect(nro).toBeTruthy();
  await confirmation.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('radio', { name: 'Liquidaciones' })).not.toBeChecked();

  // Find it by search, typing the dates as dd/mm/aaaa (with or without slashes), in its area.
  await page.getByRole('tab', { name: 'Estado de Trámites' }).click();
  const [start, today] = [argentineDay(-3), argentineDay()];
  const from = page.getByRole('textbox', { name: /^Desde/ });
  await from.pressSequentially(start.digits);
  await expect(from).toHaveValue(start.typed);
  await page.getByRole('textbox', { name: /^Hasta/ }).pressSequentially(today.short);
  await page.getByRole('combobox', { name: 'Área' }).selectOption({ label: 'Liquidaciones' });
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(
    page.getByRole('table', { name: `Trámites iniciados del ${start.typed} al ${today.typed}` }),
  ).toBeVisible();
  // The unread counter before the insurer acts (the tab and the menu show the same one).
  const inboxTab = page.getByRole('tab', {
    name: /^Inbox \(\d+ trámites? pendientes? de respuesta\)$/,
  });
  await expect(inboxTab).toBeVisible();
  const before = Number(/\((\d+) /.exec((await inboxTab.textContent()) ?? '')?.[1]);
  const row = page.getByRole('row', { name: new RegExp(`^${nro} `) });
  await expect(row).toContainText('Pendiente');
  await expect(row).toContainText('Débitos en la liquidación');
  await row.getByRole('link', { name: nro }).click();

  // Its detail, with its own URL, both attachments and the filing in the timeline.
  await expect(page).toHaveURL(new RegExp(`/prestadores/tramitesonline/capweb/tramite/${nro}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Trámite N.º ${nro}` })).toBeVisible();
  await expect(page.getByText('EXP-E2E-2026')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Descargar factura debito.pdf' }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Descargar comprobante.png' }).first(),
  ).toBeVisible();
  const history = page.getByRole('list', { name: 'Historial' });
  const stages = history.locator(':scope > [role="listitem"]');
  await expect(stages).toHaveCount(1);
  await expect(history).toContainText('María Laura González');
  await expectNoSeriousA11yViolations(page);

  // A file downloads through the download dialog.
  await page.getByRole('button', { name: 'Descargar comprobante.png' }).first().click();
  const download = page.getByRole('dialog', { name: 'Descarga' });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    download.getByRole('link', { name: 'Descargar' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('comprobante.png');
  await download.getByRole('button', { name: 'Cerrar', exact: true }).click();

  // The insurer asks for information: the counter rises and the timeline grows, no reload.
  const entry = menuEntry(page);
  await expect(entry).toHaveAccessibleName(countName(before));
  const asked = await page.request.post(`/pre/ops/cap/tramites/${nro}/etapas`, {
    headers: { 'x-operator-key': operatorKey() },
    data: {
      operator: 'Analista de Liquidaciones',
      accion: 'solicitar-informacion',
      observacion: 'Envie la nota de credito asociada',
    },
  });
  expect(asked.status()).toBe(200);
  await expect(entry).toHaveAccessibleName(countName(before + 1));
  await expect(stages).toHaveCount(2);
  await expect(history).toContainText('Pidió información al prestador');
  await expect(history).toContainText('Envie la nota de credito asociada');
  await expect(
    page.getByRole('status').filter({ hasText: 'El trámite se actualizó' }),
  ).toBeVisible();

  // Answer with a file.
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: /^Respuesta/ }).fill('Adjuntamos la nota de crédito.');
  await page.getByLabel('Adjuntar archivos a la respuesta').setInputFiles({
    name: 'nota de crédito.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByRole('button', { name: 'Quitar nota de crédito.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByRole('dialog')).toContainText('Su respuesta ha sido enviada.');
  await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();

  await expect(entry).toHaveAccessibleName(countName(before));
  await expect(history).toContainText('Respondió el pedido de información');
  await expect(
    page.getByRole('button', { name: 'Descargar nota de credito.pdf' }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Responder el pedido de información' }),
  ).toHaveCount(0);

  // The detail URL reloads to the same case.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Trámite N.º ${nro}` })).toBeVisible();
  await expect(stages).toHaveCount(3);

  // The answered case has left the inbox.
  await entry.click();
  await page.getByRole('tab', { name: /^Inbox/ }).click();
  await expect(page.getByRole('tab', { name: /^Inbox/ })).toHaveAccessibleName(
    new RegExp(`^Inbox \\(${before} trámites? pendientes? de respuesta\\)$`),
  );
  await expect(
    page.getByRole('tabpanel', { name: /^Inbox/ }).getByRole('link', { name: nro }),
  ).toHaveCount(0);
});

test('a text file named .pdf is refused with a Spanish message before anything is sent', async ({
  page,
}) => {
  await loginToSupportCentre(page);
  await page.getByLabel('Adjuntar archivos').setInputFiles([
    { name: 'informe.pdf', mimeType: 'application/pdf', buffer: Buffer.from('no soy un pdf\n') },
    { name: 'foto.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(
    page.getByRole('alert').filter({ hasText: 'No se pudieron adjuntar' }),
  ).toContainText(
    'El contenido del archivo «informe.pdf» no corresponde a un PDF: no se puede adjuntar.',
  );
  await expect(page.getByRole('button', { name: 'Quitar foto.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quitar informe.pdf' })).toHaveCount(0);
});

test('the sub-user gets the permission message on the support centre', async ({ page }) => {
  await page.goto('/prestadores/');
  await login(page, 'subusuario@prestadores.test');
  await expect(page.getByRole('button', { name: /Lucía Benítez/ })).toBeVisible();
  await page.goto('/prestadores/tramitesonline/capweb');
  await expect(page.getByText('No tenés permisos suficientes para ver esta opción.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Alta de trámites' })).toHaveCount(0);
});

test('the support centre tabs pass the accessibility check', async ({ page }) => {
  await loginToSupportCentre(page);
  await page.getByRole('radio', { name: 'Liquidaciones' }).check();
  await expect(page.getByRole('textbox', { name: /^Número de expediente/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Estado de Trámites' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Trámites iniciados del/ }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: /^Inbox/ }).click();
  await expect(
    page
      .getByRole('tabpanel', { name: /^Inbox/ })
      .getByRole('table')
      .or(page.getByText('No tenés trámites pendientes de respuesta.')),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('on a phone the found cases and the Inbox are cards headed by the number and the state', async ({
  page,
}) => {
  await loginToSupportCentre(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Estado de Trámites' }).click();
  const cases = page.getByRole('list', { name: /^Trámites iniciados del/ });
  const card = cases.getByRole('listitem').first();
  await expect(card).toHaveAccessibleName(/^Trámite \d+$/);
  await expectKeyColumnsOnScreen(page, [
    card.getByRole('link').first(),
    card.locator('.mantine-Badge-root'),
  ]);
  await expect(card).toContainText('Iniciado por:');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: /^Inbox/ }).click();
  const inbox = page.getByRole('list', { name: 'Trámites que esperan tu respuesta' });
  const answer = inbox.getByRole('link', { name: /^Responder el trámite/ }).first();
  await expectKeyColumnsOnScreen(page, [answer]);
});
