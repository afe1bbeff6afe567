import { expect, test } from '@playwright/test';
import {
  expectKeyColumnsOnScreen,
  expectNoSeriousA11yViolations,
  loginAndWaitForMenu,
} from '../support.ts';

const BASE = '/prestadores/tramitesonline/atencion-medica';
const MISSING =
  'No se ha ingresado un afiliado. Por favor, ingrese el número de afiliado para continuar.';

test.describe('demo@ looks up a patient in atencion-medica', () => {
  test.beforeEach(async ({ page }) => {
    await loginAndWaitForMenu(page, 'demo@prestadores.test');
    await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  });

  test('enters Juan Pérez’s number once, then reads his vaccines and pages his prescriptions', async ({
    page,
  }) => {
    await page.goto(BASE);
    await expect(page.getByRole('heading', { level: 1, name: 'Atención médica' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Número de afiliado' }).fill('30000001 1 01');
    await page.getByRole('button', { name: 'Validar afiliado' }).click();
    await expect(page.getByRole('status')).toContainText('Juan Pérez');

    const patientPages = page.getByRole('navigation', { name: 'Datos del paciente' });
    await patientPages.getByRole('link', { name: 'Vacunas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vacunas' })).toBeVisible();
    await expect(page.getByText('Paciente: Juan Pérez')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Información sobre este acceso' })).toBeVisible();
    const vaccines = page.getByRole('list', { name: 'Vacunas aplicadas' });
    await expect(vaccines.getByRole('listitem')).toHaveCount(8);
    await expect(vaccines.getByRole('listitem').first()).toContainText('Antigripal 2025');

    await page.getByRole('link', { name: 'Cambiar de paciente' }).click();
    await page
      .getByRole('navigation', { name: 'Datos del paciente' })
      .getByRole('link', { name: 'Recetas' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recetas' })).toBeVisible();
    const prescriptions = page.getByRole('list', { name: 'Recetas del paciente' });
    await expect(prescriptions.getByRole('listitem', { name: /^Receta \d+$/ })).toHaveCount(10);
    await expect(prescriptions.getByRole('listitem', { name: 'Receta 400101' })).toContainText(
      'Amoxicilina 500 mg',
    );
    await page.getByRole('button', { name: /siguiente/i }).click();
    await expect(prescriptions.getByRole('listitem', { name: 'Receta 400111' })).toBeVisible();
  });

  test('doc-24 opens a telemedicine session that lands in the portal’s waiting room', async ({
    page,
  }) => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('link', { name: 'Telemedicina (Doc24)' })).toHaveAttribute(
      'href',
      '/prestadores/telemedicina',
    );
    await menu.getByRole('link', { name: 'Telemedicina (Doc24)' }).click();
    await expect(page).toHaveURL(
      /\/prestadores\/telemedicina\/sala\/[0-9a-f-]{36}\?expira=\d+&firma=/,
    );
    await expect(page.getByRole('status')).toContainText(
      'Sesión de telemedicina de María Laura González.',
    );
  });

  test('a patient page with no patient chosen shows the §2 guard message', async ({ page }) => {
    await page.goto(`${BASE}/vacunas`);
    await expect(page.getByRole('alert')).toContainText(MISSING);
    await expect(page.getByRole('link', { name: 'Ingresar el número de afiliado' })).toBeVisible();
  });
});

test.describe('at 390 px', () => {
  test('the vaccines keep name and date in sight, with no serious axe violation', async ({
    page,
  }) => {
    await loginAndWaitForMenu(page, 'demo@prestadores.test');
    await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
    await page.goto(BASE);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: 'Número de afiliado' }).fill('30000001 1 01');
    await page.getByRole('button', { name: 'Validar afiliado' }).click();
    await page
      .getByRole('navigation', { name: 'Datos del paciente' })
      .getByRole('link', { name: 'Vacunas' })
      .click();
    const first = page
      .getByRole('list', { name: 'Vacunas aplicadas' })
      .getByRole('listitem')
      .first();
    await expectKeyColumnsOnScreen(page, [
      first.getByText('Antigripal 2025 (trivalente)'),
      first.getByText('16/12/2025'),
    ]);
    await expectNoSeriousA11yViolations(page);
  });
});

test('a visitor does not reach atencion-medica: its home sends them to the public home', async ({
  page,
}) => {
  await page.goto(`${BASE}/vacunas`);
  await expect(page).toHaveURL(/\/prestadores\/?$/);
});
