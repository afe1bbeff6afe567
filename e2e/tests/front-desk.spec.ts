import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAndWaitForMenu } from '../support.ts';

/**
 * The front desk's path without a mouse: validate an affiliate, check a service's
 * coverage, register the service and print its ticket.
 *
 * Counting rule: every key pressed to move, choose or confirm is one keystroke (a chord such as
 * Alt+A is one); the data itself, the affiliate number and the service code, is typed and not
 * counted, because no design can spare it (its characters are reported beside the count). The
 * aim is at most 12 keystrokes from the first key to the printed ticket.
 */
class Keys {
  control = 0;
  data = 0;
  readonly log: string[] = [];
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async press(key: string) {
    this.control += 1;
    this.log.push(key);
    await this.page.keyboard.press(key);
  }
  async type(text: string) {
    this.data += text.length;
    this.log.push(`"${text}"`);
    await this.page.keyboard.type(text);
  }
}

declare global {
  interface Window {
    printedTicket?: string[];
  }
}

/**
 * One affiliate's path from a page without an affiliate field (the home) to the printed ticket.
 * `chooseTerminal`: demo@ has two terminals, and the first entry on a device names one; later
 * entries find the last one proposed (remembered on the device).
 */
async function frontDeskPath(page: Page, chooseTerminal: boolean): Promise<Keys> {
  await expect(page.getByRole('banner').getByRole('link', { name: /Validar afiliado/ })).toHaveText(
    'Validar afiliado Alt + A',
  );
  const keys = new Keys(page);

  // Alt+A opens Validar afiliado with its field focused.
  await keys.press('Alt+A');
  const number = page.getByRole('textbox', { name: /Número de afiliado/ });
  await expect(number).toBeFocused();
  await keys.type('30000001 1 01');
  await keys.press('Enter');
  await expect(page.getByRole('heading', { name: 'Juan Pérez' })).toBeFocused();

  // Past the card's coverage PDF to the service; a full code is taken by itself. The coverage
  // form loads beside the card: Tab waits until it shows, as a person sees it.
  const service = page.getByRole('combobox', { name: /Prestación/ });
  await expect(service).toBeVisible();
  await keys.press('Tab');
  await keys.press('Tab');
  await expect(service).toBeFocused();
  await keys.type('420101');
  await expect(service).toHaveValue(/^420101 · /);
  await keys.press('Enter');
  const result = page.getByRole('region', { name: 'Resultado de la cobertura' });
  await expect(result).toBeFocused();
  await expect(result.getByText('Prestación aprobada.')).toBeVisible();

  await keys.press('Tab');
  await expect(
    result.getByRole('link', { name: 'Registrar la prestación en Trámites de conectividad' }),
  ).toBeFocused();
  await keys.press('Enter');

  // Ingreso de prestaciones comes filled in.
  const form = page.getByRole('form', { name: 'Ingreso de prestaciones' });
  await expect(form.getByRole('textbox', { name: /Número de afiliado/ })).toHaveValue(
    '30000001 1 01',
  );
  await expect(form.getByRole('combobox', { name: /Prestación/ })).toHaveValue(/^420101 · /);
  const terminal = form.getByLabel(/^Terminal/).and(page.locator('input'));
  const register = form.getByRole('button', { name: 'Registrar prestación' });
  if (chooseTerminal) {
    await expect(terminal).toBeFocused();
    await keys.press('ArrowDown');
    // Enter picks the option the arrow marked, once the list shows it (as a person sees it).
    await expect(page.getByRole('option', { name: /^POS00101 · / })).toHaveAttribute(
      'data-combobox-selected',
      'true',
    );
    await keys.press('Enter');
  }
  await expect(terminal).toHaveValue(/^POS00101 · /);
  await expect(register).toBeFocused();
  await keys.press('Enter');

  const heading = page.getByRole('heading', { name: /^Ticket N° \d+$/ });
  await expect(heading).toBeFocused();
  await keys.press('Tab');
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeFocused();
  const before = await page.evaluate(() => window.printedTicket?.length ?? 0);
  await keys.press('Enter');

  const printed = await page.evaluate(() => window.printedTicket ?? []);
  expect(printed).toHaveLength(before + 1);
  expect(printed.at(-1)).toContain('Juan Pérez');
  expect(printed.at(-1)).toContain('420101');
  expect(printed.at(-1)).toContain((await heading.textContent()) ?? '');
  return keys;
}

test('validate → coverage → register → print the ticket, by keyboard only, in 12 keystrokes at most', async ({
  page,
}) => {
  // window.print() opens the system dialog; here it records what the print stylesheet keeps.
  await page.addInitScript(() => {
    window.printedTicket ??= [];
    window.print = () => {
      window.printedTicket?.push(document.querySelector('.ticket-print')?.textContent ?? '');
    };
  });
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  // demo@'s once-per-login update-data prompt is answered before the path starts.
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  const first = await frontDeskPath(page, true);
  console.log(
    `front-desk path, first entry on the device: ${first.control} keystrokes (+ ${first.data} characters of data): ${first.log.join(' ')}`,
  );
  expect(first.control).toBeLessThanOrEqual(12);
  await expectNoSeriousA11yViolations(page);

  // The next affiliate of the day: the desk's terminal is proposed.
  await page.goto('/prestadores/');
  const next = await frontDeskPath(page, false);
  console.log(
    `front-desk path, next entries: ${next.control} keystrokes (+ ${next.data} characters of data): ${next.log.join(' ')}`,
  );
  expect(next.control).toBe(first.control - 2);
});

test('Validar afiliado drops the previous answer when the next number is refused (defect 6), on a phone', async ({
  page,
}) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  // The shortcut listens once the header's hint is there (after the page's first screen).
  await expect(
    page.getByRole('banner').getByRole('link', { name: /Validar afiliado/ }),
  ).toBeVisible();
  await page.keyboard.press('Alt+A');
  const number = page.getByRole('textbox', { name: /Número de afiliado/ });
  await expect(number).toBeFocused();
  await number.fill('99999999 9 99');
  await number.press('Enter');
  await expect(page.getByText('Credencial Inexistente', { exact: true })).toBeVisible();

  await number.fill('999999999999999999999 1 01');
  await number.press('Enter');
  await expect(
    page.getByText(
      'El contrato (primera parte) tiene 21 dígitos y puede tener hasta 8 (por ejemplo, 30000001 1 01).',
    ),
  ).toBeVisible();
  await expect(page.getByText('Credencial Inexistente', { exact: true })).toHaveCount(0);
  await expect(number).toBeFocused();
  // The scan button and the shortcut's hint fit a phone: no sideways scroll.
  await expect(page.getByRole('button', { name: 'Escanear credencial' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({
    path: test.info().outputPath('validar-afiliado-390.png'),
    fullPage: true,
  });
  await expectNoSeriousA11yViolations(page);
});
