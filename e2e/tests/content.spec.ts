import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../pdf-text.ts';
import { expectNoSeriousA11yViolations } from '../support.ts';

type Kind = 'texto' | 'sucursales' | 'revista' | 'fraude' | 'telefonos' | 'centros' | 'prevencion';

/** Every public route of spec §2 (datos-impositivos is private now), its title and its kind. */
const ROUTES: [path: string, title: string, kind: Kind][] = [
  ['informacionutil/nosotros', 'Nosotros', 'texto'],
  ['informacionutil/mapa-de-sucursales', 'Mapa de sucursales', 'sucursales'],
  ['informacionutil/novedades', 'Novedades', 'texto'],
  ['informacionutil/revista', 'Revista', 'revista'],
  ['informacionutil/ser-prestador', 'Ser prestador', 'texto'],
  ['informacionutil/fraude', 'Denuncia de fraude', 'fraude'],
  ['informacionutil/conectarnos', 'Conectarnos', 'texto'],
  ['informacionutil/credencial-digital', 'Credencial digital', 'texto'],
  ['informacionutil/copagos', 'Copagos', 'texto'],
  ['informacionutil/documentos', 'Documentos', 'texto'],
  ['informacionutil/politica-privacidad', 'Política de privacidad', 'texto'],
  ['contacto/telefonos', 'Teléfonos útiles', 'telefonos'],
  ['centrosmedicos', 'Centros médicos propios', 'centros'],
  ['centrosmedicos/centros-odontologicos', 'Centros odontológicos', 'centros'],
  ['centrosmedicos/nuestras-clinicas', 'Nuestras clínicas', 'centros'],
  ['centrosmedicos/vacunatorios', 'Vacunatorios', 'centros'],
  ['prevencion/objetivos', 'Objetivos de prevención', 'prevencion'],
  ['prevencion/cesacion-tabaquica', 'Cesación tabáquica', 'prevencion'],
  ['prevencion/diabetes', 'Diabetes', 'prevencion'],
  ['prevencion/embarazo-saludable', 'Embarazo saludable', 'prevencion'],
  ['prevencion/epoc', 'EPOC', 'prevencion'],
  ['prevencion/insuficiencia_cardiaca', 'Insuficiencia cardíaca', 'prevencion'],
  ['prevencion/re-educacion-alimentaria', 'Reeducación alimentaria', 'prevencion'],
  ['prevencion/charlas-comunidad', 'Charlas a la comunidad', 'prevencion'],
  ['prevencion/ciclo-actividades', 'Ciclo de actividades', 'prevencion'],
  ['prevencion/guias-prevencion', 'Guías de prevención', 'prevencion'],
];

const main = (page: Page) => page.locator('main');

/** What each kind of page must show beside its texts, from the seeded database. */
async function expectContentOfKind(page: Page, kind: Kind, title: string) {
  switch (kind) {
    case 'sucursales': {
      const list = page.getByRole('list', { name: 'Sucursales' });
      await expect(list.getByRole('listitem').first()).toContainText('Lunes a viernes');
      expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(10);
      return;
    }
    case 'revista':
      await expect(
        page.getByRole('list', { name: 'Números de la revista' }).getByRole('listitem'),
      ).toHaveCount(12);
      return;
    case 'fraude':
      await expect(page.getByRole('link', { name: '0800-555-3728' })).toHaveAttribute(
        'href',
        'tel:08005553728',
      );
      return;
    case 'telefonos':
      await expect(main(page).locator('a[href^="tel:"]')).toHaveCount(9);
      return;
    case 'centros': {
      const centres = page.getByRole('list', { name: title }).getByRole('listitem');
      await expect(centres.first()).toContainText('Teléfono:');
      expect(await centres.count()).toBeGreaterThanOrEqual(3);
      return;
    }
    case 'prevencion':
      await expect(
        page.getByRole('region', { name: 'Objetivos' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Actividades' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Contactos' }).locator('a[href^="tel:"]'),
      ).toHaveCount(1);
      return;
    case 'texto':
      return;
  }
}

test('every public route renders its title, its content from the database and a way back', async ({
  page,
}) => {
  // Every public route in one journey: a long journey.
  test.slow();
  for (const [path, title, kind] of ROUTES) {
    await test.step(path, async () => {
      await page.goto(`/prestadores/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // The page's texts from the database: its sections and the date they were updated.
      await expect(main(page).getByText(/^Actualizado el \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
      expect(await main(page).getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
      await expectContentOfKind(page, kind, title);
      await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toBeVisible();
      await expect(main(page).getByRole('link', { name: /^← Volver/ })).toBeVisible();
      await expect(page.getByText('Ups!')).toHaveCount(0);
      // No 'Error' marker of a list that did not load.
      await expect(main(page).getByRole('alert')).toHaveCount(0);
    });
  }
});

test('the public pages pass axe: a text page, the branches, the phones and a prevention programme', async ({
  page,
}) => {
  for (const [path, title] of [
    ['informacionutil/nosotros', 'Nosotros'],
    ['informacionutil/mapa-de-sucursales', 'Mapa de sucursales'],
    ['contacto/telefonos', 'Teléfonos útiles'],
    ['prevencion/diabetes', 'Diabetes'],
  ]) {
    await page.goto(`/prestadores/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main(page).getByText(/^Actualizado el/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test('a visitor goes from the home to a prevention programme, back to the objectives and home', async ({
  page,
}) => {
  await page.goto('/prestadores/');
  const prevention = page.getByRole('region', { name: 'Prevención' });
  await prevention.getByRole('link', { name: 'Embarazo saludable' }).click();
  await expect(page).toHaveURL(/\/prestadores\/prevencion\/embarazo-saludable$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Embarazo saludable' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Objetivos' })).toContainText(
    'Realizar al menos cinco controles prenatales',
  );
  await page.getByRole('link', { name: '← Volver a Objetivos de prevención' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Objetivos de prevención' }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Ruta de navegación' })
    .getByRole('link', { name: 'Inicio' })
    .click();
  await expect(page).toHaveURL(/\/prestadores\/?$/);
  await expect(page.getByRole('region', { name: 'Prevención' })).toBeVisible();
});

test('a visitor searches the branches by province and calls one', async ({ page }) => {
  await page.goto('/prestadores/informacionutil/mapa-de-sucursales');
  await page
    .getByRole('textbox', { name: 'Buscar por localidad, provincia o dirección' })
    .fill('mendoza');
  const list = page.getByRole('list', { name: 'Sucursales' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Av. San Martín 1120, Mendoza, Mendoza');
  await expect(list.getByRole('link', { name: '(0261) 429-1500' })).toHaveAttribute(
    'href',
    'tel:02614291500',
  );
});

test('on a phone (390 px) the public pages never scroll sideways and keep the way back in sight', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, title] of [
    ['informacionutil/politica-privacidad', 'Política de privacidad'],
    ['informacionutil/mapa-de-sucursales', 'Mapa de sucursales'],
    ['contacto/telefonos', 'Teléfonos útiles'],
    ['centrosmedicos/nuestras-clinicas', 'Nuestras clínicas'],
    ['prevencion/re-educacion-alimentaria', 'Reeducación alimentaria'],
  ]) {
    await page.goto(`/prestadores/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main(page).getByText(/^Actualizado el/)).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    // Measured again until it holds: the page the server rendered may be replaced by the
    // browser's own render between two reads, and a replaced element has no box for a moment.
    await expect
      .poll(
        async () => {
          const box = await crumbs.boundingBox();
          return box !== null && box.x >= 0 && box.x + box.width <= 390;
        },
        { message: path },
      )
      .toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('a visitor downloads the newest issue of the magazine and reads its title in the PDF', async ({
  page,
}) => {
  await page.goto('/prestadores/informacionutil/revista');
  const newest = page
    .getByRole('list', { name: 'Números de la revista' })
    .getByRole('listitem')
    .first();
  await expect(newest).toContainText('Número 112 · 05/01/2026');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('link', { name: 'Descargar el número 112 (PDF)' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('revista-112.pdf');
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfText(bytes)).toContain('Telemedicina en la red');
});
