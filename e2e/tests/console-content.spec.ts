import { expect, test, type Browser, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations } from '../support.ts';

/**
 * The console's content editor in Chromium on the real server (docs/decisions/0062): the demo
 * content editor logs in with a code of the README's secret, edits a public page's Markdown and
 * sees the preview as it types, saves a draft the site does not show, publishes it and a visitor
 * (a browser of their own, no session) reads it at once; unpublished, the visitor reads the
 * page's earlier text again, so the page ends as seeded for the other journeys.
 */
const EDITOR = { email: 'contenidos@aseguradora.test', secret: 'CONTENIDOSDEMOTOTPSECRETEEEEEEEE' };
const PAGE = '/prestadores/informacionutil/copagos';
const HEADING = 'Copagos editados en la consola';

const codeOf = (secret: string) => new TOTP({ secret }).generate();

/** A visitor who never logged in: a context of their own, so no cache of an earlier visit. */
async function visitorReads(browser: Browser) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(PAGE);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Copagos' })).toBeVisible();
  const main = visitor.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
  return { visitor, headings, close: () => context.close() };
}

async function logIn(page: Page) {
  await page.goto('/consola/');
  const form = page.getByRole('form', { name: 'Ingreso del personal' });
  await form.getByLabel('E-mail').fill(EDITOR.email);
  await form.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Continuar' }).click();
  const code = page.getByRole('form', { name: 'Segundo factor' });
  await code.getByLabel('Código de 6 dígitos').fill(codeOf(EDITOR.secret));
  await code.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('heading', { name: 'Hola, Clara Contenidos' })).toBeVisible();
}

test('a content editor publishes a page a visitor reads at once, and unpublishing brings the earlier text back', async ({
  page,
  browser,
}) => {
  // Two people, each in a browser of their own: a long journey.
  test.slow();
  const seeded = await visitorReads(browser);
  expect(seeded.headings).not.toContain(HEADING);
  await seeded.close();

  await logIn(page);
  await page
    .getByRole('navigation', { name: 'Secciones' })
    .getByRole('link', { name: 'Contenido' })
    .click();
  await page.getByRole('link', { name: 'Copagos' }).click();
  const text = page.getByLabel('Texto (Markdown)');
  await text.fill(`## ${HEADING}\n\nDesde enero los copagos se **actualizan** cada trimestre.`);
  const preview = page.getByRole('region', { name: 'Vista previa' });
  await expect(preview.getByRole('heading', { name: HEADING })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'actualizan' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(
    page.getByText('Borrador guardado como versión 2. El sitio no cambió.'),
  ).toBeVisible();
  const draft = await visitorReads(browser);
  expect(draft.headings).toEqual(seeded.headings);
  await draft.close();

  await page.getByRole('button', { name: 'Publicar la versión 2' }).click();
  await expect(page.getByText('Versión 2 publicada: el sitio ya la muestra.')).toBeVisible();
  const published = await visitorReads(browser);
  expect(published.headings).toEqual([HEADING]);
  await expect(
    published.visitor.getByRole('main').locator('strong', { hasText: 'actualizan' }),
  ).toBeVisible();
  await published.close();

  // On a phone the preview goes under the text, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const textBox = (await text.boundingBox())!;
  const previewBox = (await preview.boundingBox())!;
  expect(previewBox.y).toBeGreaterThan(textBox.y + textBox.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Retirar del sitio' }).click();
  await expect(
    page.getByText('Se retiró la versión publicada: el sitio volvió a mostrar la anterior.'),
  ).toBeVisible();
  const back = await visitorReads(browser);
  expect(back.headings).toEqual(seeded.headings);
  await back.close();
});
