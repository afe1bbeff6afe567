import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfText } from '../pdf-text.ts';
import { loginAndWaitForMenu } from '../support.ts';

const PAGE = '/prestadores/tramitesonline/receta-digital';
const MEDICAL = '/prestadores/tramitesonline/atencion-medica';

test.describe('demo@ writes a digital prescription', () => {
  test.beforeEach(async ({ page }) => {
    await loginAndWaitForMenu(page, 'demo@prestadores.test');
    await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  });

  test('for Juan Pérez: medications and diagnosis typed ahead, the PDF downloaded and read, then seen in his recetas', async ({
    page,
  }) => {
    // Two typed-ahead searches, a PDF downloaded and parsed, and a second screen: a long journey.
    test.slow();
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Receta digital' })).toBeVisible();
    await expect(page.getByText('Matrícula Nacional N° 112233')).toBeVisible();
    await page.getByRole('textbox', { name: 'Número de afiliado' }).fill('30000001 1 01');
    await page.getByRole('button', { name: 'Validar afiliado' }).click();
    await expect(page.getByRole('status')).toContainText('Juan Pérez');

    await page.getByRole('combobox', { name: 'Diagnóstico (CIE-10)' }).fill('J02');
    await page.getByRole('option', { name: /J02\.9 · Faringitis aguda/ }).click();
    await page.getByRole('combobox', { name: 'Medicamento 1' }).fill('amoxidal');
    await page
      .getByRole('option', { name: 'Amoxidal (Amoxicilina 500 mg) · Comprimidos x 20' })
      .click();
    await page
      .getByRole('textbox', { name: 'Posología' })
      .first()
      .fill('1 comprimido cada 8 horas por 7 días');
    await page.getByRole('button', { name: 'Agregar medicamento' }).click();
    await page.getByRole('combobox', { name: 'Medicamento 2' }).fill('ibupirac');
    await page
      .getByRole('option', { name: 'Ibupirac (Ibuprofeno 400 mg) · Comprimidos x 10' })
      .click();
    await page
      .getByRole('textbox', { name: 'Posología' })
      .nth(1)
      .fill('1 comprimido cada 8 horas si hay dolor');
    await page.getByRole('button', { name: 'Emitir receta' }).click();

    const done = page
      .getByRole('status')
      .filter({ hasText: 'La receta fue emitida con el número' });
    await expect(done).toBeVisible();
    const numero = (await done.textContent())!.match(/número (\d+)/)![1]!;

    await page.getByRole('button', { name: 'Descargar PDF de la receta' }).click();
    const downloading = page.waitForEvent('download');
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /Descargar/ })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`receta-${numero}.pdf`);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(`Receta digital N° ${numero}`);
    expect(text).toContain('Amoxidal');
    await page.keyboard.press('Escape');

    await page.goto(MEDICAL);
    await page.getByRole('textbox', { name: 'Número de afiliado' }).fill('30000001 1 01');
    await page.getByRole('button', { name: 'Validar afiliado' }).click();
    await page
      .getByRole('navigation', { name: 'Datos del paciente' })
      .getByRole('link', { name: 'Recetas' })
      .click();
    const mine = page.getByRole('listitem', { name: `Receta ${numero}` });
    await expect(mine).toContainText('María Laura González');
    await expect(mine).toContainText('Ibupirac (Ibuprofeno 400 mg)');
  });
});
