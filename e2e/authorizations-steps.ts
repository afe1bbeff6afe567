import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { argentineDay, loginAndWaitForMenu, operatorKey } from './support.ts';

/** Steps of the authorizations journeys (e2e/tests/authorizations.spec.ts), as a front desk takes them. */

export const DEMO = 'demo@prestadores.test';
export const AFFILIATE = '30000001 1 01';

/** A tiny valid PDF (content sniffing accepts it), built in memory. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const menuEntry = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: /^Trámites de autorizaciones/ });

/** How the menu entry and the Inbox tab read the observed count out. */
export const observedText = (count: number) =>
  count === 1 ? '1 trámite observado' : `${count} trámites observados`;

export async function openAuthorizations(page: Page, email = DEMO) {
  await loginAndWaitForMenu(page, email);
  // demo@ has the 'cap' permission: it is asked to update its data after login (§2).
  if (email === DEMO) {
    await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  }
  await menuEntry(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trámites de autorizaciones' }),
  ).toBeVisible();
}

export async function validateAffiliate(page: Page) {
  const form = page.getByRole('form', { name: 'Afiliado del trámite' });
  await form.getByRole('textbox', { name: /Número de afiliado/ }).fill(AFFILIATE);
  await form.getByRole('button', { name: 'Validar afiliado' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Afiliado válido' })).toContainText(
    'Juan Pérez',
  );
}

/** Picks the attention place by its name (the option also shows its address). */
export async function choosePlace(form: Locator, name: string) {
  const select = form.getByRole('combobox', { name: /^Lugar de atención/ });
  const option = select.locator('option', { hasText: name });
  await expect(option).toHaveCount(1);
  await select.selectOption({ label: (await option.textContent()) ?? name });
}

export async function typeDate(form: Locator, label: RegExp, digits: string) {
  const field = form.getByRole('textbox', { name: label });
  await field.clear();
  await field.pressSequentially(digits);
}

/** An ambulatory practice (standard process) for 420101, optionally with the order attached. */
export async function fileMedicalRequest(
  page: Page,
  files: { name: string; buffer: Buffer }[] = [],
  place = 'Consultorio Palermo',
) {
  await validateAffiliate(page);
  await page.getByRole('radio', { name: 'Autorización médica' }).check();
  const form = page.getByRole('form', { name: 'Autorización médica' });
  await choosePlace(form, place);
  await form
    .getByRole('combobox', { name: /^Tipo de autorización/ })
    .selectOption({ label: 'Práctica ambulatoria' });
  await typeDate(form, /^Fecha de la orden/, argentineDay(-1).digits);
  const service = form.getByLabel(/^Prestación 1/);
  await service.fill('420101');
  await expect(service).toHaveValue('420101 · Consulta médica en consultorio');
  await form.getByLabel(/^Observación/).fill('Control anual del paciente');
  if (files.length > 0) {
    await form
      .getByLabel('Adjuntar archivos')
      .setInputFiles(files.map((file) => ({ ...file, mimeType: 'application/pdf' })));
    for (const file of files) {
      await expect(form.getByRole('button', { name: `Quitar ${file.name}` })).toBeVisible();
    }
  }
  await form.getByRole('button', { name: 'Enviar trámite' }).click();
  const filed = page.getByRole('region', { name: /^Trámite registrado: N\.º \d+$/ });
  await expect(filed).toBeVisible();
  const nro = /N\.º (\d+)/.exec((await filed.getByRole('heading').textContent()) ?? '')?.[1];
  expect(nro).toBeTruthy();
  return { filed, nro: nro! };
}

export async function decide(
  page: Page,
  nro: string,
  accion: 'aprobar' | 'observar',
  mensaje = '',
): Promise<void> {
  const answer = await page.request.post(`/pre/ops/autorizaciones/${nro}/decision`, {
    headers: { 'x-operator-key': operatorKey() },
    data: { accion, operador: 'Auditoría Médica E2E', mensaje },
  });
  expect(answer.status()).toBe(200);
}

/** Downloads what the download dialog offers and closes it; returns the file's bytes. */
export async function downloadFromDialog(page: Page, expectedName: string) {
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
