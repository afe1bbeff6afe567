import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  argentineDay,
  expectKeyColumnsOnScreen,
  expectNoSeriousA11yViolations,
  loginAndWaitForMenu,
} from '../support.ts';
import { logIntoConsole } from '../console-login.ts';

/** Validates an affiliate on the registration tab and answers the movement form. */
async function startRegistration(page: Page, number: string) {
  const affiliate = page.getByRole('form', { name: 'Afiliado del registro' });
  await affiliate.getByRole('textbox', { name: /Número de afiliado/ }).fill(number);
  await affiliate.getByRole('button', { name: 'Validar afiliado' }).click();
  const form = page.getByRole('form', { name: 'Registro del movimiento' });
  await expect(form).toBeVisible();
  return form;
}

async function register(
  page: Page,
  movement: { movimiento: 'ingreso' | 'egreso'; paciente?: string; day: string; place: string },
) {
  const form = page.getByRole('form', { name: 'Registro del movimiento' });
  await form.getByRole('combobox', { name: /Movimiento/ }).selectOption(movement.movimiento);
  await form.getByRole('combobox', { name: /Paciente/ }).selectOption({
    label: movement.paciente ?? 'Paciente',
  });
  const date = form.getByRole('textbox', { name: /^Fecha/ });
  await date.clear();
  await date.pressSequentially(movement.day);
  await form.getByRole('combobox', { name: /Lugar de atención/ }).selectOption({
    label: movement.place,
  });
  await form.getByRole('button', { name: 'Registrar' }).click();
}

test('interior@ reads Admisión a Internación everywhere, admits and discharges Juan Pérez and finds both', async ({
  page,
}) => {
  // Two registrations, a search and three accessibility checks: a long journey.
  test.slow();
  await loginAndWaitForMenu(page, 'interior@prestadores.test');
  const menu = page.getByRole('navigation', { name: /menú/i });
  await expect(menu.getByRole('link', { name: 'Censos' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Admisión a Internación' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Admisión a Internación' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Admisión a Internación | Portal de Prestadores');
  await expect(page.getByRole('tab', { name: 'Admisión a Internación' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Búsqueda de Internaciones' })).toBeVisible();
  await expect(
    page.getByRole('heading', {
      name: 'Registro de pacientes internados / Admisión a Internación',
    }),
  ).toBeVisible();

  const yesterday = argentineDay(-1);
  const today = argentineDay();
  const form = await startRegistration(page, '30000001 1 01');
  await expect(form.getByText('43422003')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const place = 'Sanatorio del Interior - Sede Central';
  await register(page, { movimiento: 'ingreso', day: yesterday.digits, place });
  const saved = page.getByRole('status').filter({ hasText: 'El registro quedó guardado.' });
  await expect(saved).toContainText(
    `Ingreso de Juan Pérez · 30000001 1 01 (Paciente) el ${yesterday.typed}`,
  );
  await expect(saved).toContainText('Código 43422003');

  await register(page, { movimiento: 'egreso', day: today.digits, place });
  await expect(saved).toContainText(
    `Egreso de Juan Pérez · 30000001 1 01 (Paciente) el ${today.typed}`,
  );
  await expect(saved).toContainText('Código 43422004');

  await page.getByRole('tab', { name: 'Búsqueda de Internaciones' }).click();
  const filters = page.getByRole('form', { name: 'Búsqueda de Internaciones' });
  await filters.getByRole('textbox', { name: /Número de afiliado/ }).fill('30000001 1 01');
  await filters.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText(/: 2 registros\.$/)).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText(today.typed);
  await expect(rows.nth(1)).toContainText('43422004');
  await expect(rows.nth(2)).toContainText(yesterday.typed);
  await expect(rows.nth(2)).toContainText('43422003');
  await expectNoSeriousA11yViolations(page);
});

test('demo@ reads Censos; a discharge with no admission is refused, and at 390 px the search shows cards', async ({
  page,
}) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  // demo@ has the 'cap' permission: the update-data campaign prompt opens after login.
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await page
    .getByRole('navigation', { name: /menú/i })
    .getByRole('link', { name: 'Censos' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Censos' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Búsqueda de Censos' })).toBeVisible();

  await startRegistration(page, '30000001 1 01');
  await register(page, {
    movimiento: 'egreso',
    paciente: 'Recién nacido 3',
    day: argentineDay().digits,
    place: 'Consultorio Palermo',
  });
  const refusal = page.getByRole('alert').filter({ hasText: 'El registro no se guardó' });
  await expect(refusal).toContainText('No hay una admisión previa de ese paciente.');

  // The medical audit's state of each row, and what the auditor wrote (seed/censuses.ts).
  await page.getByRole('tab', { name: 'Búsqueda de Censos' }).click();
  const observed = page.getByRole('row').filter({ hasText: 'Observado' });
  await expect(observed).toContainText('no coincide con la orden de internacion');
  await expect(page.getByRole('row').filter({ hasText: 'Pendiente' })).toHaveCount(3);
  await expect(page.getByRole('row').filter({ hasText: 'Aprobado' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Búsqueda de Censos' }).click();
  const cards = page.getByRole('list', { name: 'Búsqueda de Censos' }).getByRole('listitem');
  await expect(cards).toHaveCount(5);
  // The day, the movement and the code head each card, on screen.
  await expectKeyColumnsOnScreen(page, [cards.first().getByText(/ · Código 43422003$/)]);
  await expect(cards.filter({ hasText: 'Observado' })).toContainText(
    'Mensaje de la auditoría: Revisar la fecha de ingreso',
  );
});

const AUDITOR = { email: 'auditoria@aseguradora.test', secret: 'AUDITORIADEMOTOTPSECRETAAAAAAAAA' };

/** The medical auditor in a console context of their own, on the same server. */
async function openConsoleAsAuditor(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
  });
  const staff = await context.newPage();
  await logIntoConsole(staff, AUDITOR);
  return staff;
}

test('a census row the auditor observes in the console turns Observado on interior@’s open search, with no reload', async ({
  page,
  browser,
}) => {
  // Two people, each in a browser of their own: a long journey.
  test.slow();
  await loginAndWaitForMenu(page, 'interior@prestadores.test');
  await page
    .getByRole('navigation', { name: /menú/i })
    .getByRole('link', { name: 'Admisión a Internación' })
    .click();
  await page.getByRole('tab', { name: 'Búsqueda de Internaciones' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Pendiente' }).first()).toBeVisible();
  const message = 'Falta el certificado de alta firmado';
  await expect(page.getByText(message)).toHaveCount(0);

  const staff = await openConsoleAsAuditor(browser);
  await staff
    .getByRole('navigation', { name: 'Secciones' })
    .getByRole('link', { name: 'Censos' })
    .click();
  await staff.getByLabel('Código de prestador').fill('200001');
  await staff.getByRole('button', { name: 'Filtrar' }).click();
  await expect(staff).toHaveURL(/prestador=200001/);
  // The page keeps the unfiltered rows on screen until the filtered ones arrive: the row is
  // picked by its provider, so a slow answer cannot hand the auditor another provider's census.
  await staff
    .getByRole('row')
    .filter({ hasText: 'Sanatorio del Interior' })
    .getByRole('link', { name: /^N\.º \d+$/ })
    .first()
    .click();
  const form = staff.getByRole('form', { name: 'Decisión' });
  await form.getByRole('radio', { name: 'Observar' }).check();
  await form.getByLabel(/^Mensaje para el prestador/).fill(message);
  await form.getByRole('button', { name: 'Observar' }).click();
  await staff
    .getByRole('dialog', { name: '¿Observar?' })
    .getByRole('button', { name: 'Observar' })
    .click();
  await expect(staff.getByRole('status').filter({ hasText: 'Decisión registrada' })).toBeVisible();

  // The provider's search, open all along, reads the decision from the census stream.
  const observed = page.getByRole('row').filter({ hasText: message });
  await expect(observed).toContainText('Observado');
  await expectNoSeriousA11yViolations(page);
  await staff.context().close();
});
