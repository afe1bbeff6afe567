import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support.ts';

/**
 * A public page (docs/decisions/0029, 0035) arrives from the server already rendered
 * with its content, so a phone paints it before any JavaScript runs; the browser then mounts its
 * islands (the home and the information pages) or hydrates it (the account pages) without errors
 * and without moving anything, and it works like any page of the app.
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

  test('its login form arrives disabled and as a POST: nothing typed before hydration is lost or sent in the address', async ({
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

test.describe('islands and hydration on a phone', () => {
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
});

test.describe('islands and hydration on a wide screen', () => {
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
