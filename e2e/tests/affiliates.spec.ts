import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, openValidator, validate } from '../support.ts';

test('each demo affiliate gets the spec message or card', async ({ page }) => {
  await openValidator(page);
  const card = page.getByRole('region', { name: 'Datos del afiliado' });

  await validate(page, '  30000001   1 01 ');
  await expect(card.getByRole('heading', { name: 'Juan Pérez' })).toBeVisible();
  await expect(card).toContainText('310');
  await expect(card).toContainText('Activo');
  await expect(card).toContainText('No requiere token terapéutico.');
  await expectNoSeriousA11yViolations(page);

  await validate(page, '30000002 1 01');
  await expect(page.getByText('Baja', { exact: true })).toBeVisible();
  await expect(card).toBeHidden();
  await expect(
    page.getByText(
      'El afiliado ingresado no es válido. Por favor, verifique la credencial ingresada.',
    ),
  ).toBeVisible();

  await validate(page, '30000003 1 01');
  await expect(card).toBeVisible();
  await expect(card.getByText('Requiere token terapéutico')).toBeVisible();

  await validate(page, '99999999 9 99');
  await expect(page.getByText('Credencial Inexistente', { exact: true })).toBeVisible();
  await expect(card).toBeHidden();

  await validate(page, '30000001-1-01');
  await expect(page.getByText(/debe tener tres partes separadas por espacios/)).toBeVisible();
});

test('the coverage PDF downloads through the download dialog', async ({ page }) => {
  await openValidator(page);
  await validate(page, '30000001 1 01');
  await page.getByRole('button', { name: 'Descargar cobertura (PDF)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Certificado de cobertura' });
  await expect(dialog).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Descargar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('cobertura-30000001-01.pdf');
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a bulk CSV with a bad row is validated and its results downloaded', async ({ page }) => {
  await openValidator(page);
  await page.getByRole('tab', { name: 'Validación masiva' }).click();
  const csv = [
    'numero;prestacion',
    '30000001 1 01;420101',
    '30000002 1 01',
    'esto no es un número',
    '99999999 9 99;999901',
  ].join('\n');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'afiliados.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(page.getByText('4 filas para validar.')).toBeVisible();
  await page.getByRole('button', { name: 'Validar archivo' }).click();
  await expect(page.getByText('Procesadas: 4 de 4 filas')).toBeVisible();

  const summary = page.getByRole('group', { name: 'Resumen' });
  await expect(summary).toContainText('Válidos1');
  await expect(summary).toContainText('No válidos2');
  await expect(summary).toContainText('Mal formados1');
  await expect(page.getByRole('table', { name: /mal formado/ })).toContainText(
    'esto no es un número',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Descargar resultados (CSV)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resultados de la validación' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Descargar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('afiliados-resultados.csv');
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toContain(
    'Fila;Número de afiliado;Prestación;Válido;Descripción;Modalidad de cobertura',
  );
  expect(text).toMatch(/2;30000001 1 01;420101;Sí;[^;]*;AP/);
  expect(text).toMatch(/3;30000002 1 01;;No;Baja;/);
  expect(text).toMatch(/5;99999999 9 99;999901;No;Credencial Inexistente;/);
});

test('the sub-user validates affiliates but gets the permission message on connectivity', async ({
  page,
}) => {
  await openValidator(page, 'subusuario@prestadores.test');
  await validate(page, '30000001 1 01');
  await expect(page.getByRole('heading', { name: 'Juan Pérez' })).toBeVisible();

  await page.goto('/prestadores/tramitesonline/tramites-conectividad');
  await expect(page.getByText('No tenés permisos suficientes para ver esta opción.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Ingreso de prestaciones' })).toHaveCount(0);
});
