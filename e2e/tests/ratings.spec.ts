import { expect, test } from '@playwright/test';
import {
  expectKeyColumnsOnScreen,
  expectNoSeriousA11yViolations,
  loginAndWaitForMenu,
} from '../support.ts';

test('demo@ reads its average and distribution, edits what the directory shows, Restablecer undoes it, saves and reloads', async ({
  page,
}) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await page.goto('/prestadores/tramitesonline/mis-calificaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis calificaciones' })).toBeVisible();

  // 108 seeded ratings over three places (seed/ratings.ts), the average with one decimal.
  await expect(page.getByLabel(/^Promedio \d,\d$/)).toBeVisible();
  await expect(page.getByText('de 5 · 108 calificaciones')).toBeVisible();
  const stars = page.getByRole('table', { name: 'Calificaciones por estrellas' });
  await expect(stars.getByRole('row')).toHaveCount(5);
  await expect(stars.getByRole('row').first()).toContainText(/5 estrellas\d+ \(\d+ %\)/);
  const places = page.getByRole('table', { name: 'Calificaciones por lugar de atención' });
  await expect(places.getByRole('row', { name: /Consultorio Palermo/ })).toContainText(/\d,\d36/);
  await expect(page.getByRole('list', { name: 'Comentarios' }).getByRole('listitem')).toHaveCount(
    5,
  );

  await page.getByRole('button', { name: 'Ver gráfico' }).click();
  await expect(page.getByRole('img', { name: /^Promedio de cada mes/ })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Calificaciones por mes' }).getByRole('row'),
  ).toHaveCount(13);
  await expectNoSeriousA11yViolations(page);

  const recoleta = page.getByRole('switch', {
    name: 'Mostrar la calificación en Consultorio Recoleta',
  });
  const reset = page.getByRole('button', { name: 'Restablecer' });
  await expect(recoleta).toBeChecked();
  await recoleta.click({ force: true });
  await expect(recoleta).not.toBeChecked();
  await reset.click();
  await expect(recoleta).toBeChecked();
  await expect(reset).toBeDisabled();

  await recoleta.click({ force: true });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La configuración de calificaciones se guardó.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'Mostrar la calificación en Consultorio Recoleta' }),
  ).not.toBeChecked();
  await expect(page.getByText(/^Guardada el \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/)).toBeVisible();
});

test('at 390 px the ratings keep their average, places and switches in sight', async ({ page }) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/prestadores/tramitesonline/mis-calificaciones');
  const places = page.getByRole('table', { name: 'Calificaciones por lugar de atención' });
  await expectKeyColumnsOnScreen(page, [
    page.getByLabel(/^Promedio \d,\d$/),
    places.getByRole('columnheader', { name: 'Promedio' }),
    places.getByRole('columnheader', { name: 'Calificaciones' }),
    page.getByRole('button', { name: 'Restablecer' }),
  ]);
});
