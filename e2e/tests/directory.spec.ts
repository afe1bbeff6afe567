import { expect, test, type Page, type Request } from '@playwright/test';
import { ADDRESS_DEBOUNCE_MS } from '@portal/domain/directory';
import {
  expectKeyColumnsOnScreen,
  expectNoSeriousA11yViolations,
  loginAndWaitForMenu,
} from '../support.ts';
import { EXPECT_TIMEOUT_MS } from '../playwright.config.ts';

const CARTILLA = '/prestadores/tramitesonline/atencion-medica/cartilla';
const PALERMO = 'Palermo, Comuna 14, Ciudad Autónoma de Buenos Aires';

const isLocalitySearch = (request: Request) =>
  new URL(request.url()).pathname.endsWith('/cartilla/localidades');

/** Every locality suggestion request the page makes, from now on. */
function localityRequests(page: Page) {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (isLocalitySearch(request)) {
      searches.push(new URL(request.url()).searchParams.get('search') ?? '');
    }
  });
  return searches;
}

test.describe('demo@ in the cartilla', () => {
  test.beforeEach(async ({ page }) => {
    await loginAndWaitForMenu(page, 'demo@prestadores.test');
    await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  });

  test('searches a specialty near a locality typed letter by letter, pages to the last page and reads the hours', async ({
    page,
  }) => {
    // The page's timers run on a clock the test moves: the pause the suggestions wait for is
    // passed, not waited out.
    await page.clock.install();
    await page.goto(`${CARTILLA}/especialidades-medicas`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Especialidades médicas' }),
    ).toBeVisible();
    const specialty = page.getByRole('combobox', { name: 'Especialidad' });
    await expect(specialty).toHaveValue('0');
    await expect(specialty.locator('option:checked')).toHaveText('Seleccionar');
    await specialty.selectOption({ label: 'Clínica médica' });

    const searches = localityRequests(page);
    const locality = page.getByRole('combobox', { name: 'Localidad' });
    await expect(locality).toHaveAttribute('placeholder', 'Escribí al menos 3 letras');
    // A second ahead of the page's time, so the round trip cannot put it in the past.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await locality.pressSequentially('Pa', { delay: 150 });
    // Two letters and a pause longer than the wait: were two enough, 'Pa' would be asked now.
    await page.clock.runFor(ADDRESS_DEBOUNCE_MS * 1.5);
    await locality.pressSequentially('l', { delay: 0 });
    // Asked when the pause after the third letter ends, not before: a search sent at once would
    // be gone before this wait began.
    await page.clock.runFor(ADDRESS_DEBOUNCE_MS - 1);
    const asked = page.waitForRequest(isLocalitySearch, { timeout: EXPECT_TIMEOUT_MS });
    await page.clock.runFor(1);
    await asked;
    await page.clock.resume();
    await page.getByRole('option', { name: PALERMO }).click();
    expect(searches, "one search, the third letter's: none for 'Pa'").toEqual(['Pal']);

    await page.getByRole('button', { name: 'Buscar' }).click();
    const results = page.getByRole('list', { name: 'Resultados' });
    await expect(results.getByRole('listitem')).toHaveCount(6);
    await expect(page).toHaveURL(/especialidad=1&localidad=5/);
    // demo@'s own Palermo office is 0 km away: among the first cards.
    // A person's card names them in full, not by the surname alone.
    const gonzalez = results.getByRole('listitem', { name: 'María Laura González' }).first();
    await expect(gonzalez.getByText('María Laura González', { exact: true })).toBeVisible();
    await expect(gonzalez).toContainText('Clínica médica');
    await expect(gonzalez).toContainText('Av. Santa Fe 3450, Palermo');
    await expect(gonzalez).toContainText('Teléfono: 011 4831-2200');
    await expect(gonzalez.getByLabel('Calificación')).toHaveText(/^★ \d,\d$/);
    await expect(
      gonzalez.getByRole('link', { name: 'Ver Ubicación de María Laura González' }),
    ).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Av\.%20Santa%20Fe%203450/,
    );

    await gonzalez.getByRole('button', { name: 'Ver Horarios de María Laura González' }).click();
    const hours = page.getByRole('dialog', { name: 'Horarios de María Laura González' });
    await expect(hours.getByRole('row', { name: 'Lunes 09:00 a 17:00' })).toBeVisible();
    await expect(hours.getByRole('row', { name: /^Viernes/ })).toBeVisible();
    await page.keyboard.press('Escape');

    const pager = page.getByRole('navigation', { name: 'Páginas de resultados' });
    await expect(pager.getByRole('button', { name: 'Primera' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Última' }).click();
    await expect(pager.getByText(/^Página (\d+) de \1$/)).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expect(page).toHaveURL(/pagina=\d+/);

    // The address is the search: opened again, it shows the same page.
    await page.reload();
    await expect(pager.getByText(/^Página (\d+) de \1$/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Localidad' })).toHaveValue(PALERMO);
  });

  test('on a phone (390 px) a shared search shows its cards whole, and axe finds nothing serious', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The address is the search: a shared link opens it as it was.
    await page.goto(
      `${CARTILLA}/especialidades-medicas?especialidad=1&localidad=5&zona=${encodeURIComponent(PALERMO)}`,
    );
    const cards = page.getByRole('list', { name: 'Resultados' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    const first = cards.first();
    await expectKeyColumnsOnScreen(page, [
      first.getByRole('link', { name: /^Ver Ubicación/ }),
      first.getByRole('button', { name: /^Ver Horarios/ }),
      page.getByRole('button', { name: 'Última' }),
    ]);
    await expectNoSeriousA11yViolations(page);
  });

  test('a search that finds nothing says so', async ({ page }) => {
    await page.goto(`${CARTILLA}/instituciones-profesionales`);
    await page.getByRole('combobox', { name: 'Nombre o razón social' }).fill('zzzzzz');
    await page.getByRole('button', { name: 'Buscar' }).click();
    // The spec's sentence, then what to try (the empty state's hint).
    const status = page.getByRole('status');
    await expect(status.getByText('No se encontraron resultados.', { exact: true })).toBeVisible();
    await expect(status).toContainText(
      'Probá con otra especialidad o localidad, o buscá sin nombre.',
    );
    await expect(page.getByRole('list', { name: 'Resultados' }).getByRole('listitem')).toHaveCount(
      0,
    );
  });

  test('the urgent-care screen lists the guardias near a locality', async ({ page }) => {
    await page.goto(CARTILLA);
    await page.getByRole('link', { name: 'Guardias cercanas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Guardias cercanas' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Localidad' }).fill('Palermo');
    await page.getByRole('option', { name: PALERMO }).click();
    await page.getByRole('button', { name: 'Buscar' }).click();
    const cards = page.getByRole('list', { name: 'Resultados' }).getByRole('listitem');
    await expect(cards.first()).toContainText('Guardia');
  });
});

test('a visitor does not reach atencion-medica: a cartilla page sends them to the home', async ({
  page,
}) => {
  await page.goto(`${CARTILLA}/especialidades-medicas`);
  await expect(page).toHaveURL(/\/prestadores\/?$/);
});

test('a visitor searches the urgent-care section on the public home through the public calls', async ({
  page,
}) => {
  const asked: { path: string; authorization: string | undefined }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/cartilla/')) {
      asked.push({ path: url.pathname, authorization: request.headers().authorization });
    }
  });
  await page.goto('/prestadores/');
  const directory = page.getByRole('region', { name: 'Cartilla de prestadores' });
  await expect(directory).toBeVisible();
  // The home is prerendered: its search is usable once its island mounts.
  await expect(directory.getByRole('radio', { name: 'Especialidades de guardia' })).toBeEnabled();
  await directory.getByText('Especialidades de guardia').click();
  await directory.getByRole('combobox', { name: 'Especialidad' }).selectOption({
    label: 'Guardia de clínica médica',
  });
  await directory.getByRole('combobox', { name: 'Localidad' }).pressSequentially('Palerm');
  await page.getByRole('option', { name: PALERMO }).click();
  await directory.getByRole('button', { name: 'Buscar' }).click();
  const cards = directory.getByRole('list', { name: 'Resultados' }).getByRole('listitem');
  await expect(cards.first()).toContainText('Guardia de clínica médica');
  await expect(page).toHaveURL(/cartilla=especialidades-guardias/);
  expect(asked.length).toBeGreaterThan(0);
  for (const request of asked) {
    expect(request.path).toMatch(/^\/pre\/v1\/publico\/cartilla\//);
    expect(request.authorization).toBeUndefined();
  }
});
