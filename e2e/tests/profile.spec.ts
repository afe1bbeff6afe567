import { expect, test, type Page } from '@playwright/test';
import {
  argentineDay,
  expectKeyColumnsOnScreen,
  expectNoSeriousA11yViolations,
  loginAndWaitForMenu,
  operatorKey,
} from '../support.ts';

/** A tiny valid PDF (content sniffing accepts it), built in memory. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const dataUpdateLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: /menú/i })
    .getByRole('link')
    .filter({
      hasText: /^(Datos personales y profesionales|Documentación|Domicilios de atención)$/,
    });

test("demo@ reaches Mis datos from the 'cap' prompt and the header, saves a phone at once and asks for new Monday hours, followed as a support case until the insurer finalises it", async ({
  page,
}) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  await page.getByRole('dialog').getByRole('button', { name: 'Actualizar mis datos' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Datos personales y profesionales' }),
  ).toBeVisible();
  // A physical person has no documentation section: neither in the menu nor by its address.
  await expect(dataUpdateLinks(page)).toHaveText([
    'Datos personales y profesionales',
    'Domicilios de atención',
  ]);
  await page.goto('/prestadores/tramitesonline/datos-personales/documentacion');
  await expect(page.getByText('No tenés permisos suficientes para ver esta opción.')).toBeVisible();

  // The header's dropdown leads to the same page.
  await page.getByRole('button', { name: 'María Laura González' }).click();
  await page.getByRole('menuitem', { name: 'Mis datos' }).click();
  await expect(page).toHaveURL(/\/prestadores\/tramitesonline\/datos-personales$/);
  await expect(page.getByRole('row', { name: /CUIT/ })).toContainText('27-23456789-');

  const contact = page.getByRole('form', { name: 'Datos de contacto' });
  await contact.getByRole('textbox', { name: 'Teléfono 2' }).fill('11 5555-0199');
  await contact.getByRole('button', { name: 'Guardar contacto' }).click();
  await expect(contact.getByRole('status')).toHaveText('Tus datos de contacto quedaron guardados.');
  await page.reload();
  await expect(
    page
      .getByRole('form', { name: 'Datos de contacto' })
      .getByRole('textbox', { name: 'Teléfono 2' }),
  ).toHaveValue('11 5555-0199');
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('navigation', { name: 'Secciones de Mis datos' })
    .getByRole('link', {
      name: 'Domicilios de atención',
    })
    .click();
  const palermo = page.getByRole('region', { name: 'Consultorio Palermo' });
  await expect(
    palermo.getByRole('list', { name: 'Horarios de Consultorio Palermo' }),
  ).toContainText('Lunes: 09:00 a 17:00');
  await palermo.getByRole('button', { name: 'Editar Consultorio Palermo' }).click();
  await palermo.getByRole('textbox', { name: 'Lunes' }).fill('08:00 a 12:00');
  await palermo.getByRole('button', { name: 'Guardar domicilio' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /quedó registrado con el trámite N° \d+/ }),
  ).toBeVisible();
  const pending = palermo.getByRole('status').filter({ hasText: 'Cambio pendiente de validación' });
  await expect(pending).toContainText('Horario del lunes: 09:00 a 17:00 → 08:00 a 12:00');
  // The hours in force stay until the insurer validates the change.
  await expect(
    palermo.getByRole('list', { name: 'Horarios de Consultorio Palermo' }),
  ).toContainText('Lunes: 09:00 a 17:00');
  // On a phone the page does not scroll sideways and the pending change stays in sight.
  await page.setViewportSize({ width: 390, height: 800 });
  await expectKeyColumnsOnScreen(page, [pending]);
  await page.setViewportSize({ width: 1280, height: 720 });
  const caseLink = pending.getByRole('link', { name: /^N° \d+$/ });
  const nro = (await caseLink.textContent())!.replace(/\D/g, '');
  await caseLink.click();
  await expect(page).toHaveURL(new RegExp(`/tramitesonline/capweb/tramite/${nro}$`));
  await expect(page.getByText('Modificación de datos contractuales').first()).toBeVisible();

  // The insurer finalises the case: the new Monday hours are in force and nothing is pending.
  const finished = await page.request.post(`/pre/ops/cap/tramites/${nro}/etapas`, {
    headers: { 'x-operator-key': operatorKey() },
    data: { operator: 'Analista de Contrataciones', accion: 'finalizar', observacion: 'Aprobado' },
  });
  expect(finished.status()).toBe(200);
  await page.goto('/prestadores/tramitesonline/datos-personales/domicilios');
  await expect(page.getByRole('list', { name: 'Horarios de Consultorio Palermo' })).toContainText(
    'Lunes: 08:00 a 12:00',
  );
  await expect(page.getByText('Cambio pendiente de validación')).toHaveCount(0);
});

test('colegio@ sees the expired document flagged, replaces its licence and sees the pending change', async ({
  page,
}) => {
  await loginAndWaitForMenu(page, 'colegio@prestadores.test');
  await expect(dataUpdateLinks(page)).toHaveText([
    'Datos personales y profesionales',
    'Documentación',
    'Domicilios de atención',
  ]);
  await dataUpdateLinks(page).filter({ hasText: 'Documentación' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documentación' })).toBeVisible();
  const insurance = page.getByRole('region', { name: 'Seguro de mala praxis' });
  await expect(insurance).toContainText('Vencido');
  await expect(insurance).toContainText(/Venció el \d{2}\/\d{2}\/\d{4}/);

  const licence = page.getByRole('region', { name: 'Matrícula profesional' });
  await licence.getByRole('button', { name: 'Reemplazar Matrícula profesional' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reemplazar Matrícula profesional' });
  // One rule for a document's file: the picker tells it and refuses the rest at once.
  await expect(dialog).toContainText('Un archivo de hasta 5 MB. Tipos: PDF, JPG y PNG.');
  await expect(dialog).not.toContainText(/GIF|TIFF|DOCX?|imagen/);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'matricula.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  });
  await expect(dialog.getByRole('alert')).toContainText(
    'El archivo «matricula.gif» no es de un tipo permitido. Tipos permitidos: PDF, JPG y PNG.',
  );
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'matricula 2026.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('matricula 2026.pdf')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Fecha de vencimiento/ }).fill(argentineDay(400).typed);
  await dialog.getByRole('button', { name: 'Enviar documento' }).click();
  await expect(page.getByRole('dialog', { name: 'Documento enviado' })).toContainText(
    /trámite N° \d+/,
  );
  await page.getByRole('dialog', { name: 'Documento enviado' }).getByRole('button').first().click();
  const pending = licence.getByRole('status').filter({ hasText: 'Cambio pendiente de validación' });
  await expect(pending).toContainText(`matricula 2026.pdf, vence ${argentineDay(400).typed}`);
  await expect(pending.getByRole('link', { name: /^N° \d+$/ })).toBeVisible();

  // The current file of a document downloads as the PDF it is.
  await insurance.getByRole('button', { name: 'Descargar Seguro de mala praxis' }).click();
  const offered = page.getByRole('dialog', { name: 'Descarga' });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    offered.getByRole('link', { name: 'Descargar' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('poliza-mala-praxis.pdf');
  await offered.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expectNoSeriousA11yViolations(page);
});

test('interior@, an institution, reads Mis datos with its CUIT and no personal fields (it was a 500)', async ({
  page,
}) => {
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/pre/v1/usuarios/solicitar_datos_prestador/')) {
      answers.push(response.status());
    }
  });
  await loginAndWaitForMenu(page, 'interior@prestadores.test');
  await page.goto('/prestadores/tramitesonline/datos-personales');
  const record = page.getByRole('table', { name: 'Datos del prestador' });
  await expect(record.getByRole('row', { name: /Tipo de prestador/ })).toContainText('Institución');
  await expect(record.getByRole('row', { name: /CUIT/ })).toContainText('30-71234567-');
  const form = page.getByRole('form', { name: 'Datos personales y profesionales' });
  await expect(form.getByRole('textbox', { name: /^Razón social/ })).toHaveValue(
    'Sanatorio del Interior S.A.',
  );
  await expect(form.getByRole('textbox', { name: /Número de documento/ })).toHaveCount(0);
  await expect(page.getByText('Ocurrió un problema en el servidor de datos')).toHaveCount(0);
  expect(answers).toEqual([200]);
  await expectNoSeriousA11yViolations(page);
});
