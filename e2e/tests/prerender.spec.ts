import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support.ts';

/**
 * The visitor's boot (docs/decisions/0041): a public page arrives from the server already
 * rendered with its content, so a phone paints it before any JavaScript runs; the browser then
 * mounts its islands without errors and without moving anything, and it works like any page of
 * the app.
 */
const PUBLIC_PAGES: [path: string, title: string, text: string][] = [
  ['', 'Portal de Prestadores', 'Gestioná tus trámites'],
  ['informacionutil/nosotros', 'Nosotros', 'Nosotros'],
  ['prevencion/diabetes', 'Diabetes', 'Diabetes'],
  ['login-mobile', 'Ingresá al portal', 'Ingresá al portal'],
];

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/** Errors the page logs (a hydration mismatch is one) and layout shifts it measures. */
function watchPage(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test.describe('public pages rendered on the server', () => {
  for (const [path, title, text] of PUBLIC_PAGES) {
    test(`/${path || ''} arrives with its title and content in the HTML, before any script`, async ({
      request,
    }) => {
      const response = await request.get(`/prestadores/${path}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain(
        `<title>${title === 'Portal de Prestadores' ? title : `${title} | Portal de Prestadores`}</title>`,
      );
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toContain(`<h1`);
      expect(root).toContain(text);
      // The answers it was rendered with travel as data, never as a script to run (CSP).
      expect(html).toContain('<script type="application/json" id="prerender-state">');
      expect(root).not.toMatch(/<script(?![^>]*type="application\/json")/);

      const etag = response.headers()['etag'];
      expect(etag).toBeTruthy();
      const again = await request.get(`/prestadores/${path}`, {
        headers: { 'if-none-match': etag! },
      });
      expect(again.status()).toBe(304);
    });
  }

  test('its login form arrives disabled and as a POST: nothing typed before its island mounts is lost or sent in the address', async ({
    request,
  }) => {
    const html = await (await request.get('/prestadores/login-mobile')).text();
    const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
    expect(form).toContain('method="post"');
    expect(form).toMatch(/<fieldset class="plain-fieldset" disabled="">/);
  });

  test('a page that depends on the session or on its query is left to the browser', async ({
    request,
  }) => {
    for (const url of [
      '/prestadores/tramitesonline/validar-afiliado',
      '/prestadores/informacionutil/nosotros?origen=mail',
      '/prestadores/no-existe',
    ]) {
      const html = await (await request.get(url)).text();
      expect(html, url).toContain('<div id="root"></div>');
    }
    // The server render's bundle is the API's, never served to a browser.
    const bundle = await request.get('/prestadores/server/entry-server.js');
    expect(await bundle.text()).not.toContain('prerenderPage');
  });
});

/** The script files a page asked for, by name without their hash ('visitor-shell'). */
function watchScripts(page: Page) {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const file = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (file) scripts.add(file);
  });
  return scripts;
}

test.describe('islands on a phone', () => {
  test.use({ userAgent: PHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true });

  test('the four pages come alive without an error and nothing moves', async ({ page }) => {
    const errors = watchPage(page);
    for (const [path, title] of PUBLIC_PAGES) {
      await page.goto(`/prestadores/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page), path).toBeLessThan(0.01);
    }
    expect(errors).toEqual([]);
    // The menu's island: the folded menu opens, and its links load the public pages.
    await page.goto('/prestadores/informacionutil/nosotros');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Diabetes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Diabetes' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("an information page runs the visitor's boot alone: the application's code never loads", async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.goto('/prestadores/prevencion/diabetes');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('link', { name: 'Nosotros' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...scripts].sort()).toEqual(['rolldown-runtime', 'visitor', 'visitor-shell']);
  });

  test("an account page runs the visitor's boot too: its form is an island, and a login from it reaches the home with the session", async ({
    page,
  }) => {
    const errors = watchPage(page);
    const scripts = watchScripts(page);
    await page.goto('/prestadores/login-mobile');
    const form = page.getByRole('form', { name: 'Ingreso de prestadores' });
    await form.getByLabel(/^E-mail/).fill('demo@prestadores.test');
    await form.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
    expect(scripts.has('visitor')).toBe(true);
    expect(scripts.has('main')).toBe(false);
    await form.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
    await expect(page).toHaveURL(/\/prestadores\/?$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hola, María Laura González' }),
    ).toBeVisible();
    await expect(form).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('islands on a wide screen', () => {
  test('a visitor logs in from the header of a prerendered page, and the application takes over with the post-login prompt', async ({
    page,
  }) => {
    const errors = watchPage(page);
    await page.goto('/prestadores/informacionutil/nosotros');
    await page.getByLabel(/^E-mail/).fill('demo@prestadores.test');
    await page.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    // demo@ has the 'cap' permission: asked right after login, from the store's memory (§2).
    await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
    await expect(page.getByRole('button', { name: 'María Laura González' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Nosotros' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a logged-in provider opening a public page sees it with the session, not the visitor’s', async ({
    page,
  }) => {
    await page.goto('/prestadores/');
    await page.getByLabel(/^E-mail/).fill('demo@prestadores.test');
    await page.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByRole('button', { name: 'María Laura González' })).toBeVisible();
    const errors = watchPage(page);
    await page.goto('/prestadores/prevencion/diabetes');
    await expect(page.getByRole('heading', { level: 1, name: 'Diabetes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'María Laura González' })).toBeVisible();
    await expect(page.getByLabel(/^Contraseña/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

/**
 * What a visitor's first paint shows before any script runs: the server's HTML and the visitor's
 * stylesheets (docs/decisions/0070), which hold only what the public pages paint with. The same
 * page rendered by the application (a query string leaves it to the browser, with every route's
 * own stylesheet) is the reference: a box that sits elsewhere at first paint is a style left to
 * a chunk the visitor's boot never loads.
 */
const FIRST_PAINT_BOXES = [
  'header.site-header',
  '.site-header__brand',
  'h1',
  '.mantine-Card-root',
  '.mantine-Paper-root',
  '.mantine-SimpleGrid-root',
  '.mantine-TextInput-root input',
  '.mantine-SegmentedControl-root',
];

async function boxes(page: Page) {
  return page.evaluate((selectors) => {
    const found: Record<string, number[]> = {};
    for (const selector of selectors) {
      const element = document.querySelector(selector);
      if (!element) continue;
      const { x, y, width, height } = element.getBoundingClientRect();
      found[selector] = [x, y, width, height].map(Math.round);
    }
    return found;
  }, FIRST_PAINT_BOXES);
}

for (const [label, viewport, userAgent] of [
  ['a phone', { width: 390, height: 844 }, PHONE_UA],
  ['a wide screen', { width: 1280, height: 900 }, undefined],
] as const) {
  test(`on ${label}, the first paint is styled as the application renders the page: header, search and cards`, async ({
    browser,
  }) => {
    for (const path of ['', 'informacionutil/mapa-de-sucursales']) {
      const options = { viewport, ...(userAgent ? { userAgent } : {}) };
      const firstPaint = await browser.newContext({ ...options, javaScriptEnabled: false });
      const painted = await firstPaint.newPage();
      await painted.goto(`/prestadores/${path}`);
      const before = await boxes(painted);
      // Styled, not merely present: the header's rule and the search field's frame.
      await expect(painted.locator('header.site-header')).toHaveCSS('border-bottom-width', '1px');
      // The home's header form on a wide screen; the branch search on both.
      const field = painted.locator('.mantine-TextInput-root input').first();
      if (path !== '' || userAgent === undefined) {
        await expect(field).toHaveCSS('border-top-width', '1px');
        expect((await field.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(30);
      }
      // The home's directory search: its sections are a segmented control, not a list of words.
      if (path === '') {
        await expect(painted.locator('.mantine-SegmentedControl-root')).toHaveCSS(
          'display',
          /flex$/,
        );
      }
      await firstPaint.close();

      const application = await browser.newContext(options);
      const rendered = await application.newPage();
      await rendered.goto(`/prestadores/${path}?primer-pintado=1`);
      await expect(rendered.getByRole('heading', { level: 1 })).toBeVisible();
      expect(Object.keys(before).length, path).toBeGreaterThanOrEqual(5);
      // The application's page is complete once its lazy parts arrived: wait for it to settle.
      await expect
        .poll(() => boxes(rendered), { message: `/${path} at first paint`, timeout: 15_000 })
        .toEqual(before);
      await application.close();
    }
  });
}
