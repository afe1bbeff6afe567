import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import {
  argentineDay,
  expectKeyColumnsOnScreen,
  expectNoSeriousA11yViolations,
  login,
  loginAndWaitForMenu,
} from '../support.ts';

/** demo@'s last month is expediente 1,100,024 (seed/settlements.ts). */
const LAST_MONTH_EXPEDIENTE = '1100024';

/** mm/aaaa of the month before today (Argentina). */
function lastMonth(): string {
  const [, month, year] = argentineDay().typed.split('/').map(Number) as [number, number, number];
  const previous = month === 1 ? { m: 12, y: year - 1 } : { m: month - 1, y: year };
  return `${String(previous.m).padStart(2, '0')}/${previous.y}`;
}

/** The text pdf-lib drew: deflated content streams showing hex strings (WinAnsi ≈ Latin-1). */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = match[1]!;
    try {
      content = inflateSync(Buffer.from(content, 'latin1')).toString('latin1');
    } catch {
      // Not deflated: read as it is.
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      parts.push(Buffer.from(text[1]!, 'hex').toString('latin1'));
    }
  }
  return parts.join('\n').replace(/\u00a0/g, ' ');
}

async function downloadFromDialog(page: Page, expectedName: string) {
  const dialog = page.getByRole('dialog', { name: 'Descarga' });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Descargar' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(expectedName);
  const bytes = await readFile(await file.path());
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
  return bytes;
}

test("demo@ finds last month's settlement, opens its debits, exports them and downloads the PDF", async ({
  page,
}) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  const menu = page.getByRole('navigation', { name: /menú/i });
  await menu.getByRole('link', { name: 'Consulta de liquidación' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Consulta de liquidación' }),
  ).toBeVisible();

  const list = page.getByRole('table', { name: 'Liquidaciones' });
  const first = list.getByRole('row').nth(1);
  await expect(first).toContainText(lastMonth());
  await expect(first).toContainText('Liquidada');
  await expect(first).toContainText(/\$\s?[\d.]+,\d\d/);

  await first.getByRole('button', { name: `Ver expediente ${LAST_MONTH_EXPEDIENTE}` }).click();
  await expect(
    page.getByRole('heading', { name: `Expediente ${LAST_MONTH_EXPEDIENTE}` }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Débitos' }).click();
  const debits = page.getByRole('table', {
    name: `Débitos del expediente ${LAST_MONTH_EXPEDIENTE}`,
  });
  const debit = debits.getByRole('row').nth(1);
  await expect(debit).toContainText(/D0\d · /);
  const shownAmount = (await debit.getByRole('cell').nth(3).innerText()).replace(/\u00a0/g, ' ');
  const csvAmount = shownAmount.replace(/[^\d,]/g, '');
  // The whole affiliate number (spec §3: contra, middle part, inte), never "30000001 01".
  const shownAffiliate = await debit.getByRole('cell').nth(1).innerText();
  expect(shownAffiliate).toMatch(/^\d{8} \d{1,2} \d{2} · /);
  const affiliateNumber = shownAffiliate.split(' · ')[0]!;

  await page.getByRole('button', { name: 'Exportar débitos (CSV)' }).click();
  const csv = (await downloadFromDialog(page, `debitos-${LAST_MONTH_EXPEDIENTE}.csv`)).toString(
    'utf8',
  );
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFFecha;Afiliado;Nombre;Código;Prestación;Importe;Código de motivo;Motivo',
  );
  // The amount as an es-AR spreadsheet reads it: comma decimals (quoted), no thousands dots.
  expect(csv).toContain(`;"${csvAmount}";`);
  expect(csv).toContain(`;${affiliateNumber};`);

  await page.getByRole('button', { name: 'Descargar PDF con débitos' }).click();
  const pdf = await downloadFromDialog(page, `liquidacion-${LAST_MONTH_EXPEDIENTE}.pdf`);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(`Liquidación expediente ${LAST_MONTH_EXPEDIENTE}`);
  expect(text).toContain(lastMonth());
  expect(text).toContain(shownAmount);
  expect(text).toContain(affiliateNumber);

  // Disputing the debit: the support centre's new case comes filled in; sent, it links back.
  await debit.getByRole('link', { name: /^Reclamar el débito del / }).click();
  const form = page.getByRole('form', { name: 'Alta de trámite' });
  await expect(form.getByRole('radio', { name: 'Liquidaciones' })).toBeChecked();
  await expect(form.getByRole('combobox', { name: /^Motivo/ })).toHaveValue(/\d+/);
  await expect(form.getByRole('textbox', { name: /^Número de expediente/ })).toHaveValue(
    LAST_MONTH_EXPEDIENTE,
  );
  await expect(form.getByRole('textbox', { name: /^Detalle de la consulta/ })).toHaveValue(
    /Reclamo el siguiente débito/,
  );
  await expect(form.getByRole('textbox', { name: /^Detalle de la consulta/ })).toHaveValue(
    new RegExp(` ${affiliateNumber} `),
  );
  await form.getByRole('button', { name: 'Enviar trámite' }).click();
  const filed = page.getByRole('dialog', { name: 'Trámite registrado' });
  await filed.getByRole('link', { name: 'Ver el trámite' }).click();
  const back = page.getByRole('link', { name: `${LAST_MONTH_EXPEDIENTE} (ver la liquidación)` });
  await back.click();
  await expect(
    page.getByRole('heading', { name: `Expediente ${LAST_MONTH_EXPEDIENTE}` }),
  ).toBeVisible();
});

test('demo@ opens the charts of the last 24 months: net and debits per month, debits by reason', async ({
  page,
}) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await page.goto('/prestadores/tramitesonline/consulta-de-liquidacion');
  await page.getByRole('button', { name: 'Ver gráficos' }).click();
  const monthly = page.getByRole('img', { name: /^Neto pagado y débitos de cada mes/ });
  await expect(monthly).toBeVisible();
  // recharts drew one bar per month and series (24 × 2).
  await expect(monthly.locator('.recharts-bar-rectangle')).toHaveCount(48);
  const reasons = page.getByRole('table', { name: 'Débitos por motivo' });
  await expect(reasons).toContainText('D01 · Prestación sin autorización previa');
  // Several reasons over the two years (the header row aside).
  expect(await reasons.getByRole('row').count()).toBeGreaterThan(4);
  await expectNoSeriousA11yViolations(page);

  // At 390 px wide the page does not scroll sideways: wide tables scroll in their own region.
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByRole('button', { name: /^Ver expediente / })
    .first()
    .click();
  await expect(page.getByRole('tab', { name: 'Débitos' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('mantenimiento@ keeps seeing the maintenance image (module inactive)', async ({ page }) => {
  await page.goto('/prestadores/');
  await login(page, 'mantenimiento@prestadores.test');
  await expect(page.getByRole('button', { name: /Jorge Ramírez/ })).toBeVisible();
  await page.goto('/prestadores/tramitesonline/consulta-de-liquidacion');
  await expect(page.getByRole('img', { name: 'Módulo en mantenimiento' })).toBeVisible();
});

test('on a phone the settlements are cards headed by expediente, net and state, ordered from a select', async ({
  page,
}) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/prestadores/tramitesonline/consulta-de-liquidacion');
  const cards = page.getByRole('list', { name: 'Liquidaciones' });
  const first = cards.getByRole('listitem').first();
  await expect(first).toContainText(`Período: ${lastMonth()}`);
  await expectKeyColumnsOnScreen(page, [
    first.getByRole('button', { name: `Ver expediente ${LAST_MONTH_EXPEDIENTE}` }),
    first.getByText(/^\$\s?[\d.]+,\d\d$/),
    first.getByText('Liquidada', { exact: true }),
  ]);
  // Oldest first from the select, as the header buttons do on a wide screen.
  await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({
    label: 'Período (ascendente)',
  });
  await expect(cards.getByRole('listitem').first()).not.toContainText(`Período: ${lastMonth()}`);
  await expectNoSeriousA11yViolations(page);
});
