import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  loginAndWaitForMenu,
  openValidator,
  validate,
} from '../support.ts';

/** demo@'s last month is expediente 1,100,024 (seed/settlements.ts). */
const LAST_MONTH_EXPEDIENTE = '1100024';

const trail = (page: Page) => page.getByRole('navigation', { name: 'Ruta de navegación' });
const logo = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Portal de Prestadores' });

/**
 * What a printed page is: the mark and the page's content, in black, without the menu, the
 * trail, the header's user menu or any button; then Chromium's own PDF of it is a real PDF.
 */
async function expectPrintable(page: Page, content: ReturnType<Page['locator']>) {
  await page.emulateMedia({ media: 'print' });
  await expect(logo(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
  await expect(trail(page)).toBeHidden();
  // The header keeps the mark alone: its Inicio link and the user's menu are for the screen.
  for (const control of await page.getByRole('banner').getByRole('button').all()) {
    await expect(control).toBeHidden();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inicio' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(content).toBeVisible();
  expect(await content.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');
  // Action buttons go; a table's sort header is a plain button and stays as the column's name.
  const actions = await page.getByRole('main').locator('.mantine-Button-root').all();
  expect(actions.length).toBeGreaterThan(0);
  for (const button of actions) {
    await expect(button).toBeHidden();
  }
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(10_000);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
}

test('a visitor sees the portal’s mark and its icons; a public page has its trail, the home none', async ({
  page,
  request,
}) => {
  await page.goto('/prestadores/');
  await expect(logo(page)).toBeVisible();
  await expect(logo(page).locator('svg')).toHaveAttribute('aria-hidden', 'true');
  await expect(trail(page)).toHaveCount(0);
  // The prerendered page's head carries the icons, and each one is served.
  for (const [selector, type] of [
    ['link[rel="icon"][type="image/svg+xml"]', 'image/svg+xml'],
    ['link[rel="icon"][sizes="32x32"]', 'image/vnd.microsoft.icon'],
    ['link[rel="apple-touch-icon"]', 'image/png'],
  ] as const) {
    const href = await page.locator(`head ${selector}`).getAttribute('href');
    expect(href, selector).toMatch(/^\/prestadores\//);
    const icon = await request.get(href!);
    expect(icon.status(), href!).toBe(200);
    expect(icon.headers()['content-type'], href!).toContain(type);
  }

  await page.goto('/prestadores/informacionutil/nosotros');
  await expect(page.getByRole('heading', { level: 1, name: 'Nosotros' })).toBeVisible();
  await expect(trail(page).getByRole('listitem')).toHaveText([
    'Inicio',
    '›Información útil',
    '›Nosotros',
  ]);
  await expect(trail(page).getByText('Nosotros')).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);
  await trail(page).getByRole('link', { name: 'Inicio' }).click();
  await expect(page).toHaveURL(/\/prestadores\/?$/);
});

test('a validated affiliate and its coverage print under the mark, without the menu or buttons', async ({
  page,
}) => {
  await openValidator(page);
  await expect(trail(page).getByRole('listitem')).toHaveText([
    'Inicio',
    '›Autorizaciones',
    '›Validar afiliado',
  ]);
  await validate(page, '30000001 1 01');
  const service = page.getByRole('combobox', { name: /Prestación/ });
  await service.fill('420101');
  await expect(service).toHaveValue(/^420101 · /);
  await service.press('Enter');
  const result = page.getByRole('alert').filter({ hasText: 'Modalidad de cobertura' });
  await expect(result.getByText('Prestación aprobada.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectPrintable(page, result);
});

test('a settlement’s detail prints under the mark, and its page has its trail', async ({
  page,
}) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Consulta de liquidación' })
    .click();
  await expect(trail(page).getByRole('listitem')).toHaveText([
    'Inicio',
    '›Liquidaciones',
    '›Consulta de liquidación',
  ]);
  const list = page.getByRole('table', { name: 'Liquidaciones' });
  await list.getByRole('button', { name: `Ver expediente ${LAST_MONTH_EXPEDIENTE}` }).click();
  const heading = page.getByRole('heading', { name: `Expediente ${LAST_MONTH_EXPEDIENTE}` });
  await expect(heading).toBeVisible();
  await expectPrintable(page, heading);
});
