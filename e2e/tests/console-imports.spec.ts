import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations } from '../support.ts';

/**
 * The console's imports in Chromium on the real server (docs/decisions/0064): the demo
 * administrator starts a dry run of the plans' example, watches it end and reads its report, then
 * pushes an affiliates file with one bad row, refused whole with the row's line and field. Neither
 * changes the data the later journeys of the lane read: a dry run applies nothing, nor does a
 * refused file.
 */
const ADMIN = { email: 'admin@aseguradora.test', secret: 'ADMINDEMOTOTPSECRETFFFFFFFFFFFFF' };
const STEP_MS = 30_000;

const example = (name: string) =>
  readFileSync(new URL(`../../docs/imports/${name}`, import.meta.url));

/**
 * A code is good once per 30-s window on a server: a journey of the same lane that logged admin@
 * in during this window spent it, and the console says so; then the next window's code is used.
 */
async function consoleLogin(page: Page) {
  await page.goto('/consola/');
  const password = page.getByRole('form', { name: 'Ingreso del personal' });
  await password.getByLabel('E-mail').fill(ADMIN.email);
  await password.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await password.getByRole('button', { name: 'Continuar' }).click();
  const code = page.getByRole('form', { name: 'Segundo factor' });
  const welcome = page.getByRole('heading', { name: /^Hola, / });
  const enter = async () => {
    await code
      .getByLabel('Código de 6 dígitos')
      .fill(new TOTP({ secret: ADMIN.secret }).generate());
    await code.getByRole('button', { name: 'Ingresar' }).click();
  };
  await enter();
  await expect(welcome.or(code.getByRole('alert'))).toBeVisible();
  if (await welcome.isVisible()) return;
  await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 500);
  await enter();
  await expect(welcome).toBeVisible();
}

/** The report's figures as the page shows them, by their labels. */
async function figures(page: Page) {
  const report = page.getByRole('region', { name: 'Informe' });
  const terms = await report.locator('dt').allTextContents();
  const values = await report.locator('dd').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

test('an administrator starts a dry run, watches it end and reads its report; a bad row is refused', async ({
  page,
}) => {
  await consoleLogin(page);
  await page
    .getByRole('navigation', { name: 'Secciones' })
    .getByRole('link', { name: 'Importaciones' })
    .click();
  await expect(page.getByRole('heading', { name: 'Importaciones', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Tipo de archivo').selectOption({ label: 'Planes y coberturas' });
  await page.locator('input[type="file"]').setInputFiles({
    name: 'plans.csv',
    mimeType: 'text/csv',
    buffer: example('plans.csv'),
  });
  await expect(page.getByRole('checkbox', { name: /^Simulación/ })).toBeChecked();
  await page.getByRole('button', { name: 'Iniciar la importación' }).click();

  await expect(page).toHaveURL(/\/consola\/importaciones\/trabajos\/\d+$/);
  await expect(page.getByRole('status')).toHaveText('Terminada');
  await expect(
    page.getByText('Simulación: se validó el archivo y no se aplicó nada.'),
  ).toBeVisible();
  expect(await figures(page)).toMatchObject({ 'Filas leídas': '4', Rechazadas: '0' });
  await expect(
    page.getByText('Iniciada por Adriana Administradora', { exact: false }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Volver a las importaciones' }).click();
  const jobs = page.getByRole('table', { name: 'Importaciones' });
  await expect(jobs.getByRole('row').nth(1)).toContainText('Planes y coberturas');
  await expect(jobs.getByRole('row').nth(1)).toContainText('Adriana Administradora');

  const [header, good] = example('affiliates.csv').toString('utf8').split('\n');
  const bad = good!.replace(';M;310;', ';Q;310;');
  await page.getByLabel('Tipo de archivo').selectOption({ label: 'Padrón de afiliados' });
  await page.getByRole('checkbox', { name: /^Simulación/ }).uncheck();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'padron.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, good, bad].join('\n')),
  });
  await page.getByRole('button', { name: 'Iniciar la importación' }).click();

  await expect(page.getByRole('status')).toHaveText('Rechazada');
  await expect(page.getByText('El archivo fue rechazado: no se aplicó nada.')).toBeVisible();
  expect(await figures(page)).toMatchObject({ 'Filas leídas': '2', Rechazadas: '1' });
  const refused = page.getByRole('table', { name: 'Filas rechazadas' });
  const cells = refused.getByRole('row').nth(1).getByRole('cell');
  await expect(cells.nth(0)).toHaveText('3');
  await expect(cells.nth(1)).toHaveText('sexo');
  await expect(cells.nth(2)).not.toBeEmpty();

  // On a telephone the jobs are cards, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Volver a las importaciones' }).click();
  await expect(page.getByRole('article').first()).toContainText('Rechazada');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
