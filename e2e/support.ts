import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe.ts';
import { dataDirOf } from './playwright.config.ts';

export const DEMO_PASSWORD = 'Prestador.2026';

/** Logs in through the header form, as a front-desk user would. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  const form = page.getByRole('form', { name: 'Ingreso de prestadores' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

export async function loginAndWaitForMenu(page: Page, email: string) {
  await page.goto('/prestadores/');
  await login(page, email);
  await expect(page.getByRole('navigation', { name: /menú/i })).toBeVisible();
}

/** The data directory of the server the running test's lane talks to. */
function serverDataDir(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error(`the project ${test.info().project.name} names no server`);
  return dataDirOf(Number(new URL(baseURL).port));
}

/** The newest mail the server wrote to MAIL_DIR for an address (the outbox of a local run). */
export function lastMailTo(address: string): string {
  const mailDir = join(serverDataDir(), 'mail');
  const files = readdirSync(mailDir)
    .filter((name) => name.endsWith(`-${address}.txt`))
    .sort();
  const newest = files.at(-1);
  if (!newest) throw new Error(`no mail for ${address} in ${mailDir}`);
  return readFileSync(join(mailDir, newest), 'utf8');
}

/** The running server's operator key, from the PGlite lock it holds (apps/api/src/db/pglite-lock.ts). */
export function operatorKey(): string {
  const lock = JSON.parse(readFileSync(join(serverDataDir(), 'db', 'portal.lock'), 'utf8')) as {
    operatorKey?: string;
  };
  if (!lock.operatorKey) throw new Error('the e2e server holds no operator key');
  return lock.operatorKey;
}

/**
 * A day on Argentina's calendar, `offsetDays` from today (the server runs on the real clock), as
 * a user types it (`typed` dd/mm/aaaa, `digits` without slashes, `short` without leading
 * zeros) and as the server gets it (`server` YYYYMMDD). Worked out here with Intl, not with
 * the domain's helpers, so the journeys check those rather than reuse them.
 */
export function argentineDay(offsetDays = 0) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Argentina/Buenos_Aires',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000));
  const part = (type: 'year' | 'month' | 'day') =>
    parts.find((item) => item.type === type)?.value ?? '';
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return {
    typed: `${day}/${month}/${year}`,
    digits: `${day}${month}${year}`,
    short: `${Number(day)}/${Number(month)}/${year}`,
    server: `${year}${month}${day}`,
  };
}

/**
 * Waits for the page's finite animations and transitions to end: a dialog fading in is
 * half-transparent, and axe measures the contrast of its blended colours.
 */
async function settledAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe finds no serious or critical violation on what the page (or a part of it) shows once it
 * stops moving.
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string) {
  await settledAnimations(page);
  const serious = await seriousAxeViolations(page, include);
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * On a phone (390 px) a list keeps its key columns in sight: each one is visible and wholly
 * inside the viewport, and the page itself never scrolls sideways.
 */
export async function expectKeyColumnsOnScreen(page: Page, keys: readonly Locator[], width = 390) {
  for (const key of keys) {
    await expect(key).toBeVisible();
    const box = await key.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  }
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(width);
}

/** The affiliate validation page, where the coverage check lives too. */
export const VALIDATOR_PAGE = '/prestadores/tramitesonline/validar-afiliado';

/** Logs in and opens the validation page with the number field focused. */
export async function openValidator(page: Page, email = 'demo@prestadores.test') {
  await loginAndWaitForMenu(page, email);
  await page.goto(VALIDATOR_PAGE);
  const number = page.getByRole('textbox', { name: /Número de afiliado/ });
  await expect(number).toBeFocused();
  return number;
}

/** Types an affiliate number and validates it. */
export async function validate(page: Page, text: string) {
  const number = page.getByRole('textbox', { name: /Número de afiliado/ });
  await number.fill(text);
  await number.press('Enter');
}
