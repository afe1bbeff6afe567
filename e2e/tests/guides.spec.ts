import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../pdf-text.ts';
import { expectKeyColumnsOnScreen, loginAndWaitForMenu } from '../support.ts';

async function downloadFromDialog(page: Page, expectedName: string) {
  const dialog = page.getByRole('dialog', { name: 'Descarga' });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Descargar' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(expectedName);
  const bytes = await readFile(await file.path());
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
  return bytes;
}

test.beforeEach(async ({ page }) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
});

test('demo@ searches a clinical practice guide, downloads its PDF and reads its title in it', async ({
  page,
}) => {
  await page.goto('/prestadores/informacionutil/practicas');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Guías de prácticas clínicas' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '90 guías' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Título' }).fill('HIPERTENSION');
  await page.getByRole('combobox', { name: 'Especialidad' }).selectOption('Clínica médica');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const list = page.getByRole('list', { name: 'Guías' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Hipertensión arterial en adultos');

  await list
    .getByRole('button', { name: 'Descargar PDF de Hipertensión arterial en adultos' })
    .click();
  const pdf = await downloadFromDialog(page, 'guia-1-hipertension-arterial-en-adultos.pdf');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain('Hipertensión arterial en adultos');
  expect(text).toContain('Clínica médica');
});

test('demo@ downloads a presentation spreadsheet and a printed form, and reads what to attach', async ({
  page,
}) => {
  await page.goto('/prestadores/informacionutil/planillas-presentaciones');
  const forms = page.getByRole('list', { name: 'Planillas' });
  await forms.getByRole('button', { name: 'Descargar Planilla de internaciones' }).click();
  const xlsx = await downloadFromDialog(page, 'internaciones.xlsx');
  expect(xlsx.subarray(0, 2).toString()).toBe('PK');

  await forms
    .getByRole('button', { name: 'Descargar Nota de presentación de facturación' })
    .click();
  const note = await downloadFromDialog(page, 'nota-presentacion.pdf');
  expect(pdfText(note)).toContain('Nota de presentación de facturación');

  await page.goto('/prestadores/informacionutil/documentacion-para-autorizaciones');
  const transfers = page.getByRole('region', { name: 'Traslados programados' });
  await expect(transfers.getByRole('heading', { name: 'Traslado programado' })).toBeVisible();
  await expect(transfers).toContainText('Indicación del tipo de móvil');
});

test('demo@ reads the terms again on terminos-y-condiciones, with their version and when it accepted them', async ({
  page,
}) => {
  await page.goto('/prestadores/terminos-y-condiciones');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Términos y condiciones' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Versión / })).toHaveText(
    /^Versión \S+\. Los aceptaste el \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/,
  );
  const text = page.getByRole('textbox', { name: /^Términos y condiciones \(versión / });
  await expect(text).not.toBeEditable();
  await expect(
    page.getByRole('button', { name: 'Aceptar los términos y condiciones' }),
  ).toHaveCount(0);
});

test('at 390 px a found guide keeps its title and its PDF button in sight', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/prestadores/informacionutil/practicas');
  const first = page.getByRole('list', { name: 'Guías' }).getByRole('listitem').first();
  await expectKeyColumnsOnScreen(page, [
    first.getByText(/\S/).first(),
    first.getByRole('button', { name: /^Descargar PDF de / }),
  ]);
});
