import { expect, test } from '@playwright/test';
import {
  decide,
  downloadFromDialog,
  fileMedicalRequest,
  menuEntry,
  observedText,
  openAuthorizations,
  PDF,
  choosePlace,
  typeDate,
  validateAffiliate,
} from '../authorizations-steps.ts';
import {
  argentineDay,
  expectKeyColumnsOnScreen,
  expectNoSeriousA11yViolations,
} from '../support.ts';

// Tests run in file order on one server and one database. The survey journey comes first on
// purpose: demo@ is seeded one save short of the survey, and any other save would take the 50th.

test('demo@ saves the 50th authorization: the survey opens, and answering it closes it', async ({
  page,
}) => {
  await openAuthorizations(page);
  const { filed } = await fileMedicalRequest(page);
  await expect(filed).toContainText('Pendiente');

  const survey = page.getByRole('dialog', { name: 'Encuesta de autorizaciones' });
  await expect(survey).toBeVisible();
  await survey.getByRole('radio', { name: '4' }).check();
  await survey.getByRole('textbox', { name: 'Comentario' }).fill('Muy rápido de cargar.');
  await survey.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByText('¡Gracias por tu respuesta!')).toBeVisible();
  await expect(survey).toHaveCount(0);
});

test('a medical authorization with its order is observed, answered from the Inbox, approved live and printed', async ({
  page,
}) => {
  // The provider and the insurer take turns on one request: a long journey.
  test.slow();
  await openAuthorizations(page);
  const entry = menuEntry(page);
  const inboxTab = page.getByRole('tab', { name: /^Inbox/ });
  await expect(inboxTab).toHaveAccessibleName(/^Inbox \(\d+ trámites? observados?\)$/);
  const before = Number(/\((\d+) /.exec((await inboxTab.textContent()) ?? '')?.[1]);
  // A marker on the window: it survives every step only if the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));

  const { filed, nro } = await fileMedicalRequest(page, [
    { name: 'orden médica.pdf', buffer: PDF },
  ]);
  await expect(filed).toContainText('Pendiente');
  await expect(page.getByRole('dialog', { name: 'Encuesta de autorizaciones' })).toHaveCount(0);

  // The insurer observes it: the counter rises on the menu and on the tab, live.
  await decide(page, nro, 'observar', 'Adjunte la orden firmada por el medico tratante');
  await expect(entry).toHaveAccessibleName(
    `Trámites de autorizaciones (${observedText(before + 1)})`,
  );
  await expect(inboxTab).toHaveAccessibleName(`Inbox (${observedText(before + 1)})`);

  await inboxTab.click();
  const item = page.getByRole('listitem', { name: `Trámite ${nro}` });
  await expect(item).toContainText('Observado');
  await expect(item).toContainText('Adjunte la orden firmada por el medico tratante');
  await expectNoSeriousA11yViolations(page);
  await item.getByRole('button', { name: `Responder el trámite ${nro}` }).click();
  await item
    .getByRole('textbox', { name: /^Tu respuesta/ })
    .fill('Adjuntamos la orden firmada en el trámite.');
  await item.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByText('Su respuesta ha sido enviada.')).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(entry).toHaveAccessibleName(
    before === 0
      ? 'Trámites de autorizaciones'
      : `Trámites de autorizaciones (${observedText(before)})`,
  );

  // Back with the insurer: Estado de Trámites shows it pending, then finished once approved.
  await page.getByRole('tab', { name: 'Estado de Trámites' }).click();
  const row = page.getByRole('row', { name: new RegExp(`^${nro} `) });
  await expect(row).toContainText('Pendiente');
  await decide(page, nro, 'aprobar');
  await expect(row).toContainText('Finalizado');
  expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);

  // Its page: approved, with the attached order, and the printable PDF is a real PDF.
  await row.getByRole('link', { name: nro }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Trámite N.º ${nro}` })).toBeVisible();
  const state = page.locator('dl.request-fields > div').filter({ hasText: /^Estado/ });
  await expect(state).toContainText('Finalizado');
  await expect(state).toContainText('Aprobado');
  await expect(page.getByText(/orden medica\.pdf/)).toBeVisible();
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const pdf = await downloadFromDialog(page, `autorizacion-${nro}.pdf`);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a hospitalization notice shows its validity, today + 60 days, and is saved with it', async ({
  page,
}) => {
  const validity = argentineDay(60).typed;
  await openAuthorizations(page);
  await validateAffiliate(page);
  await page.getByRole('radio', { name: 'Aviso de internación' }).check();
  const form = page.getByRole('form', { name: 'Aviso de internación' });
  await expect(form.getByRole('textbox', { name: /^Validez de la orden/ })).toHaveValue(validity);

  await choosePlace(form, 'Consultorio Palermo');
  await typeDate(form, /^Fecha de la orden/, argentineDay().digits);
  await typeDate(form, /^Fecha de internación/, argentineDay().digits);
  await form.getByRole('combobox', { name: /^Sala/ }).selectOption({ label: 'Sala general' });
  await form
    .getByRole('combobox', { name: /^Tipo de internación/ })
    .selectOption({ label: 'Clínica' });
  await form.getByRole('textbox', { name: /^Días de internación/ }).fill('3');
  await form.getByRole('combobox', { name: /^Diagnóstico \(CIE-10\)/ }).fill('J18.9');
  await form.getByRole('option', { name: /^J18\.9 · Neumonía, no especificada/ }).click();
  await form.getByRole('textbox', { name: /^Efector/ }).fill('Silvia Ortiz');
  await form.getByRole('textbox', { name: /^Número de matrícula/ }).fill('45123');
  await form
    .getByRole('combobox', { name: /^Tipo de matrícula/ })
    .selectOption({ label: 'Matrícula provincial' });
  await form.getByRole('button', { name: 'Enviar trámite' }).click();

  const filed = page.getByRole('region', { name: /^Trámite registrado: N\.º \d+$/ });
  await expect(filed).toContainText(`Válida hasta${validity}`);
  await filed.getByRole('link', { name: 'Ver el trámite' }).click();
  const fields = page.locator('dl.request-fields');
  await expect(fields.locator('div', { hasText: /^Válida hasta/ })).toHaveText(
    `Válida hasta${validity}`,
  );
});

test('the documents a medical authorization asks for are listed with their bullets inside the form’s column', async ({
  page,
}) => {
  await openAuthorizations(page);
  await validateAffiliate(page);
  await page.getByRole('radio', { name: 'Autorización médica' }).check();
  const form = page.getByRole('form', { name: 'Autorización médica' });
  const items = form.getByRole('list', { name: 'Documentación a adjuntar' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const formLeft = (await form.boundingBox())!.x;
  // A bullet is drawn outside its item's box, about 1em to its left: the item must start at
  // least that far inside the form, or the bullet hangs out of the column.
  for (const item of await items.all()) {
    const { x } = (await item.boundingBox())!;
    const fontSize = await item.evaluate((element) =>
      parseFloat(getComputedStyle(element).fontSize),
    );
    expect(x - formLeft).toBeGreaterThanOrEqual(fontSize);
  }
});

test('odontologia@, an odontology provider, is offered the dental authorization', async ({
  page,
}) => {
  await openAuthorizations(page, 'odontologia@prestadores.test');
  await validateAffiliate(page);
  await expect(page.getByRole('radio', { name: 'Autorización odontológica' })).toBeVisible();
});

test('demo@, not an odontology provider, is not offered the dental authorization', async ({
  page,
}) => {
  await openAuthorizations(page);
  await validateAffiliate(page);
  await expect(page.getByRole('radio', { name: 'Autorización médica' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Autorización odontológica' })).toHaveCount(0);
});

test('Estado de Trámites lists the seeded requests with their §4 badges, exports a CSV and keeps number and state in sight at 390 px', async ({
  page,
}) => {
  await openAuthorizations(page);
  await validateAffiliate(page);
  await page.getByRole('radio', { name: 'Autorización médica' }).check();
  await expect(page.getByRole('form', { name: 'Autorización médica' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Estado de Trámites' }).click();
  const [start, today] = [argentineDay(-15), argentineDay()];
  await expect(
    page.getByRole('status').filter({ hasText: `Trámites del ${start.typed} al ${today.typed}` }),
  ).toBeVisible();
  // §4's colours as the theme's badges paint them: info blue.2, secondary gray.3, success green.2.
  const seeded = [
    ['7000101', 'Pendiente', 'rgb(165, 216, 255)'],
    ['7000102', 'Observado', 'rgb(222, 226, 230)'],
    ['7000103', 'Finalizado', 'rgb(178, 242, 187)'],
  ] as const;
  for (const [nro, label, colour] of seeded) {
    const badge = page
      .getByRole('row', { name: new RegExp(`^${nro} `) })
      .getByText(label, { exact: true });
    await expect(badge).toBeVisible();
    await expect(
      badge.locator('xpath=ancestor-or-self::*[contains(@class, "mantine-Badge-root")]'),
    ).toHaveCSS('background-color', colour);
  }
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = (
    await downloadFromDialog(page, `tramites-${start.server}-${today.server}.csv`)
  ).toString('utf8');
  expect(csv).toContain('7000101');
  expect(csv).toContain('7000103');

  await page.setViewportSize({ width: 390, height: 844 });
  // The table scrolls sideways inside its container; its first two columns stay on screen.
  const row = page.getByRole('row', { name: /^7000102 / });
  await expectKeyColumnsOnScreen(page, [
    row.getByRole('link', { name: '7000102' }),
    row.getByText('Observado'),
  ]);
});
