import { expect, test } from '@playwright/test';
import {
  argentineDay,
  expectNoSeriousA11yViolations,
  openValidator,
  validate,
} from '../support.ts';

test('the coverage of each demo service shows its §4 rule', async ({ page }) => {
  await openValidator(page);
  await validate(page, '30000001 1 01');
  // The answer takes the focus (ADR 0038); the service field follows it.
  await expect(page.getByRole('heading', { name: 'Juan Pérez' })).toBeFocused();
  const service = page.getByRole('combobox', { name: /Prestación/ });
  const day = page
    .getByRole('form', { name: 'Consultar cobertura' })
    .getByRole('textbox', { name: /^Fecha/ });
  await expect(day).toHaveValue(argentineDay().typed);

  const cases: [string, RegExp | string][] = [
    ['420101', 'Prestación aprobada.'],
    ['180106', /requiere autorización previa/],
    ['340201', /circuito de autorización propio/],
    ['999901', 'Prestación no cubierta.'],
  ];
  for (const [code, text] of cases) {
    await service.fill(code);
    await expect(service).toHaveValue(new RegExp(`^${code} · `));
    await service.press('Enter');
    const result = page.getByRole('alert').filter({ hasText: 'Modalidad de cobertura' });
    await expect(result.getByText(text)).toBeVisible();
  }
  // The date is typed as dd/mm/aaaa; an impossible day is refused on its field.
  await day.clear();
  await day.pressSequentially('31042026');
  await expect(day).toHaveValue('31/04/2026');
  await day.press('Enter');
  await expect(page.getByText('Ingresá una fecha real con formato dd/mm/aaaa.')).toBeVisible();
  await expect(day).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'Modalidad de cobertura' })).toHaveCount(
    0,
  );
  await day.clear();
  await day.pressSequentially(argentineDay(-1).short);
  // AP shows the terminal rule with the provider's own terminals.
  await service.fill('420101');
  await expect(service).toHaveValue(/^420101 · /);
  await service.press('Enter');
  await expect(page.getByText(/POS00101/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
