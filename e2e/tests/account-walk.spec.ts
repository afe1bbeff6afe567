import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, walkRoutes as routesOfSpec } from '../walk/routes.ts';
import { readTally, saveTally, tallyLine } from '../walk/walk-tally.ts';
import {
  DESKTOP,
  VISITOR,
  logIn,
  walkRoutes,
  type PageResult,
  type Walker,
} from '../walk/walk-account.ts';

/**
 * The walk: every demo account and a visitor open every route of spec §2 in Chromium, and each
 * page is checked for what a user or client would meet — a 5xx or an answer outside its
 * contract, the Ups! page, an error alert, a console error, a sideways scroll at 1280 and
 * 390 px, an axe serious or critical finding — and for the guard's screen where the spec calls
 * for it. Each page's problems are one soft assertion, so one run lists every failure.
 *
 * The file's name sorts it first of the journeys (one worker runs the files in name order): it
 * walks the demo data as seeded, before auth.spec changes facturacion@'s password and
 * session.spec accepts terminos@'s terms.
 */
const ROUTES = routesOfSpec();
const WALKERS = DEMO_ACCOUNTS.length + 1;
/** A walker's time limit: generous, as the walk's duration is measured, not asserted. */
const WALK_TIMEOUT_MS = 240_000;

const tally = readTally();
const axeChecked = new Set(tally.axeChecked);

test.use({ viewport: DESKTOP });

function report({ where, problems, calls }: PageResult) {
  tally.pages += 1;
  tally.calls += calls;
  tally.failures += problems.length;
  expect.soft(problems, where).toEqual([]);
}

async function walk(page: Page, walker: Walker, clientSide: boolean) {
  try {
    await walkRoutes(page, walker, ROUTES, { clientSide, axeChecked, onPage: report });
  } finally {
    tally.walkers += 1;
    saveTally({ ...tally, axeChecked: [...axeChecked] });
  }
}

test.afterAll(() => console.log(tallyLine(tally, WALKERS)));

test('a visitor walks every route', async ({ page }) => {
  test.setTimeout(WALK_TIMEOUT_MS);
  await walk(page, VISITOR, false);
});

for (const email of DEMO_ACCOUNTS) {
  test(`${email} walks every route`, async ({ page }) => {
    test.setTimeout(WALK_TIMEOUT_MS);
    await walk(page, await logIn(page, email), true);
  });
}
