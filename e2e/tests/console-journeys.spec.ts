import { expect, test, type Browser, type Page } from '@playwright/test';
import { downloadFromDialog, fileMedicalRequest, menuEntry, PDF } from '../authorizations-steps.ts';
import { logIntoConsole } from '../console-login.ts';
import { JOURNEY_TIMEOUT_MS } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations, loginAndWaitForMenu } from '../support.ts';

/**
 * The console and the portal together (docs/decisions/0059): each journey has a provider in one
 * browser context and the insurer's staff in another, on the real server. interior@ files every
 * request (no other journey files as it, so demo@'s counters stay as their specs expect), and
 * each role logs in with its own demo account: a TOTP code is good once per 30 s window, and
 * console.spec.ts takes admin@'s.
 */
const PROVIDER = { email: 'interior@prestadores.test', code: '200001' };
const PLACE = 'Sanatorio del Interior - Sede Central';
const PHONE = { width: 390, height: 844 };
const STAFF = {
  auditor: { email: 'auditoria@aseguradora.test', secret: 'AUDITORIADEMOTOTPSECRETAAAAAAAAA' },
  support: { email: 'soporte@aseguradora.test', secret: 'SOPORTEDEMOTOTPSECRETDDDDDDDDDDD' },
  contracting: {
    email: 'contrataciones@aseguradora.test',
    secret: 'CONTRATACIONESDEMOTOTPSECRETCCCC',
  },
  settlements: {
    email: 'liquidaciones@aseguradora.test',
    secret: 'LIQUIDACIONESDEMOTOTPSECRETBBBBB',
  },
} as const;

/** A second context for the staff, on the same server as the provider's. */
async function openConsole(
  browser: Browser,
  who: { email: string; secret: string },
  viewport = { width: 1280, height: 800 },
) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
  });
  const staff = await context.newPage();
  await logIntoConsole(staff, who);
  return staff;
}

/** From the menu to the queue, filtered by the provider, to the item the provider filed. */
async function openItem(staff: Page, queue: string, numero: string) {
  await staff
    .getByRole('navigation', { name: 'Secciones' })
    .getByRole('link', { name: queue })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: queue })).toBeVisible();
  await staff.getByLabel('Código de prestador').fill(PROVIDER.code);
  await staff.getByRole('button', { name: 'Filtrar' }).click();
  await expect(staff).toHaveURL(new RegExp(`prestador=${PROVIDER.code}`));
  await staff.getByRole('link', { name: `N.º ${numero}`, exact: true }).click();
  await expect(
    staff.getByRole('heading', { level: 1, name: new RegExp(`N\\.º ${numero}$`) }),
  ).toBeVisible();
}

/** A decision from the item's form; a final one is confirmed in its dialog. */
async function decide(
  staff: Page,
  action: string,
  { message = '', file, final = false }: { message?: string; file?: string; final?: boolean } = {},
) {
  const form = staff.getByRole('form', { name: 'Decisión' });
  await form.getByRole('radio', { name: action }).check();
  if (message) await form.getByLabel(/^Mensaje para el prestador/).fill(message);
  if (file) {
    await form.locator('input[type="file"]').setInputFiles({
      name: file,
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(form.getByRole('button', { name: `Quitar ${file}` })).toBeVisible();
  }
  await form.getByRole('button', { name: action }).click();
  if (final) {
    await staff
      .getByRole('dialog', { name: `¿${action}?` })
      .getByRole('button', { name: action })
      .click();
  }
  await expect(staff.getByRole('status').filter({ hasText: 'Decisión registrada' })).toBeVisible();
}

// Two people, each in a browser of their own, take turns: twice a journey's limit.
test.describe.configure({ timeout: 2 * JOURNEY_TIMEOUT_MS });

test('an authorization: the auditor observes it with a file, the provider answers live, the auditor approves, the PDF says so', async ({
  page,
  browser,
}) => {
  await loginAndWaitForMenu(page, PROVIDER.email);
  await menuEntry(page).click();
  const inboxTab = page.getByRole('tab', { name: /^Inbox/ });
  // interior@ is seeded with observed requests: the count is there once the Inbox has loaded.
  await expect(inboxTab).toHaveAccessibleName(/^Inbox \(\d+ trámites? observados?\)$/);
  const before = Number(/\((\d+) /.exec((await inboxTab.textContent()) ?? '')?.[1] ?? 0);
  const { nro } = await fileMedicalRequest(page, [], PLACE);
  // interior@ has never answered the survey, so its first saved request offers it (spec §9).
  const survey = page.getByRole('dialog', { name: 'Encuesta de autorizaciones' });
  await survey.getByRole('button', { name: 'Ahora no' }).click();
  await expect(survey).toHaveCount(0);

  const staff = await openConsole(browser, STAFF.auditor);
  await expect(staff.getByRole('region', { name: 'Autorizaciones' })).toContainText('pendientes');
  await expectNoSeriousA11yViolations(staff);
  await openItem(staff, 'Autorizaciones', nro);
  await expect(staff.getByRole('table', { name: 'Datos del pedido' })).toContainText('420101');
  await expectNoSeriousA11yViolations(staff);
  await decide(staff, 'Observar', {
    message: 'Adjunte la orden firmada por el medico tratante',
    file: 'modelo de orden.pdf',
  });
  await expect(
    staff.getByText('Este pedido no espera una decisión de la aseguradora.'),
  ).toBeVisible();

  // The provider's Inbox shows it without a reload, with the auditor's words, and they answer.
  await expect(inboxTab).toHaveAccessibleName(
    new RegExp(`\\(${before + 1} trámites? observados?\\)$`),
  );
  await inboxTab.click();
  const item = page.getByRole('listitem', { name: `Trámite ${nro}` });
  await expect(item).toContainText('Adjunte la orden firmada por el medico tratante');
  await item.getByRole('button', { name: `Responder el trámite ${nro}` }).click();
  await item.getByRole('textbox', { name: /^Tu respuesta/ }).fill('Va la orden firmada.');
  await item.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByText('Su respuesta ha sido enviada.')).toBeVisible();

  // The auditor's item comes back to them live, with the answer in its history.
  await expect(staff.getByRole('form', { name: 'Decisión' })).toBeVisible();
  await expect(staff.getByText(/Va la orden firmada/)).toBeVisible();
  await decide(staff, 'Aprobar', { final: true });

  await page.getByRole('tab', { name: 'Estado de Trámites' }).click();
  const row = page.getByRole('row', { name: new RegExp(`^${nro} `) });
  await expect(row).toContainText('Finalizado');
  await row.getByRole('link', { name: nro }).click();
  await expect(
    page.locator('dl.request-fields > div').filter({ hasText: /^Estado/ }),
  ).toContainText('Aprobado');
  // The file the auditor attached to the observation is on the provider's page too.
  await expect(page.getByText(/modelo de orden\.pdf/)).toBeVisible();
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const pdf = await downloadFromDialog(page, `autorizacion-${nro}.pdf`);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await staff.context().close();
});

/** A case filed from the support centre, in the Liquidaciones area under `motive`. */
async function fileCase(page: Page, motive: string) {
  await loginAndWaitForMenu(page, PROVIDER.email);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: /^Centro de atención al prestador/ })
    .click();
  await page.getByRole('radio', { name: 'Liquidaciones' }).check();
  await page.getByRole('combobox', { name: /^Motivo/ }).selectOption({ label: motive });
  await page.getByRole('textbox', { name: /^Número de expediente/ }).fill('EXP-CONSOLA-E2E');
  await page.getByRole('textbox', { name: /^Número de comprobante/ }).fill('0003-00009876');
  await page
    .getByRole('combobox', { name: /^Tipo de comprobante/ })
    .selectOption({ label: 'Factura A' });
  await page.getByRole('textbox', { name: /^Asunto/ }).fill(`${motive}: práctica 420101`);
  await page
    .getByRole('textbox', { name: /^Detalle de la consulta/ })
    .fill('Pedimos revisar la práctica 420101 del mes pasado.');
  await page.getByRole('button', { name: 'Enviar trámite' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Trámite registrado' });
  const nro = /número (\d+)/.exec((await confirmation.textContent()) ?? '')?.[1] ?? '';
  expect(nro).not.toBe('');
  await confirmation.getByRole('button', { name: 'Aceptar' }).click();
  await page.goto(`/prestadores/tramitesonline/capweb/tramite/${nro}`);
  await expect(page.getByRole('heading', { level: 1, name: `Trámite N.º ${nro}` })).toBeVisible();
  return nro;
}

/**
 * On a phone (390 px) the queue is reached by its address, filters in it as a shared link
 * carries them, and each item is a card; the page never scrolls sideways.
 */
async function openItemOnPhone(staff: Page, queue: string, numero: string) {
  await staff.goto(`/consola/colas/${queue}?prestador=${PROVIDER.code}&orden=fecha`);
  const card = staff.getByRole('article', { name: `N.º ${numero}` });
  await expect(card).toContainText(PROVIDER.code);
  await expect(staff.getByLabel('Código de prestador')).toHaveValue(PROVIDER.code);
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(staff);
  await card.getByRole('link', { name: `N.º ${numero}` }).click();
  await expect(
    staff.getByRole('heading', { level: 1, name: new RegExp(`N\\.º ${numero}$`) }),
  ).toBeVisible();
  await expect(staff.getByRole('form', { name: 'Decisión' })).toBeVisible();
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Staff ask with a file, the provider answers on the case's page, staff resolve it. */
async function caseJourney(
  page: Page,
  browser: Browser,
  motive: string,
  role: keyof typeof STAFF,
  queue: string,
  /** The queue's path: the staff work it on a phone. */
  phone?: string,
) {
  const nro = await fileCase(page, motive);
  const history = page.getByRole('list', { name: 'Historial' });

  const staff = await openConsole(browser, STAFF[role], phone ? PHONE : undefined);
  if (phone) await openItemOnPhone(staff, phone, nro);
  else await openItem(staff, queue, nro);
  await decide(staff, 'Solicitar información', {
    message: 'Envíe la nota de crédito asociada',
    file: 'detalle del debito.pdf',
  });

  await expect(history).toContainText('Envíe la nota de crédito asociada');
  await page.getByRole('textbox', { name: /^Respuesta/ }).fill('Adjuntamos la nota de crédito.');
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();

  await expect(staff.getByRole('form', { name: 'Decisión' })).toBeVisible();
  // The portal sanitises what a provider types (spec §5): the accent does not reach the insurer.
  await expect(staff.getByText(/Adjuntamos la nota de credito/)).toBeVisible();
  await decide(staff, 'Responder y resolver', {
    message: 'Se reintegra el importe en la próxima liquidación.',
    final: true,
  });
  await expect(history).toContainText('Se reintegra el importe en la próxima liquidación.');
  await staff.context().close();
}

test('a support case: support asks with a file, the provider answers live, support resolves it', async ({
  page,
  browser,
}) => {
  await caseJourney(page, browser, 'Diferencias de pago', 'support', 'Casos de soporte');
});

test('a debit claim: settlements asks with a file, the provider answers live, settlements resolves it', async ({
  page,
  browser,
}) => {
  await caseJourney(
    page,
    browser,
    'Débitos en la liquidación',
    'settlements',
    'Reclamos de débitos',
    'reclamos-de-debitos',
  );
});

test('a Mis datos change: contracting accepts it and the provider reads the new hours', async ({
  page,
  browser,
}) => {
  await loginAndWaitForMenu(page, PROVIDER.email);
  await page.goto('/prestadores/tramitesonline/datos-personales/domicilios');
  const place = page.getByRole('region', { name: PLACE });
  await place.getByRole('button', { name: `Editar ${PLACE}` }).click();
  await place.getByRole('textbox', { name: 'Lunes' }).fill('08:00 a 12:00');
  await place.getByRole('button', { name: 'Guardar domicilio' }).click();
  const pending = place.getByRole('status').filter({ hasText: 'Cambio pendiente de validación' });
  const nro = ((await pending.getByRole('link', { name: /^N° \d+$/ }).textContent()) ?? '').replace(
    /\D/g,
    '',
  );

  const staff = await openConsole(browser, STAFF.contracting);
  await openItem(staff, 'Cambios de Mis datos', nro);
  await expect(staff.getByRole('table', { name: 'Datos del pedido' })).toContainText(
    '08:00 a 12:00',
  );
  await decide(staff, 'Aceptar el cambio', { final: true });
  await expectNoSeriousA11yViolations(staff);
  await staff.context().close();

  await page.reload();
  await expect(page.getByRole('list', { name: `Horarios de ${PLACE}` })).toContainText(
    'Lunes: 08:00 a 12:00',
  );
  await expect(page.getByText('Cambio pendiente de validación')).toHaveCount(0);
});
