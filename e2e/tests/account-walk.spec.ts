import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, walkRoutes as routesOfSpec } from '../walk/routes.ts';
import { WALK_SHARDS } from '../playwright.config.ts';
import { claimAxeCheck, readTally, saveTally, tallyLine } from '../walk/walk-tally.ts';
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
 * It runs on a server and a database of its own (playwright.config.ts, projects 'walk-1' and
 * 'walk-2'), beside the journeys: it walks the demo data as seeded, whatever auth.spec does to facturacion@'s
 * password or session.spec to terminos@'s terms.
 */
const ROUTES = routesOfSpec();
/** The walk's time limit: generous, as its duration is measured, not asserted. */
const WALK_TIMEOUT_MS = 1_800_000;

const VISITOR_WALK = 'visitante';
const EVERYONE = [VISITOR_WALK, ...DEMO_ACCOUNTS];

/**
 * The walkers are split in WALK_SHARDS shards, a Playwright project each on the walk's server
 * (playwright.config.ts; one on this machine size, docs/decisions/0043). With two, the visitor
 * (a full load per route) and demo@ (every module), the longest, go to different shards: every
 * other walker of EVERYONE.
 */
const shardOf = (index: number) =>
  EVERYONE.filter((_, position) => position % WALK_SHARDS === index);

/**
 * Within a shard the walkers share a pool, each in a browser context of its own: most of a
 * page's time is waiting for the network and the DOM to go quiet, so the others use what one
 * leaves idle, and a walker starts as soon as another ends.
 */
const AT_ONCE = Math.max(1, Math.floor(Number(process.env.WALKERS_AT_ONCE)) || 5);

test('cada ruta, como cada cuenta de su parte del recorrido', async ({
  browser,
  baseURL,
  locale,
  timezoneId,
}) => {
  test.setTimeout(WALK_TIMEOUT_MS);
  const shard = Number(test.info().project.metadata.walkShard);
  const walkers = shardOf(shard);
  const tally = readTally(shard);
  const report = ({ where, problems, calls }: PageResult) => {
    tally.pages += 1;
    tally.calls += calls;
    tally.failures += problems.length;
    expect.soft(problems, where).toEqual([]);
  };
  const walk = async (page: Page, walker: Walker, clientSide: boolean, loaded: () => void) => {
    const started = Date.now();
    const onPage = (result: PageResult) => {
      loaded();
      report(result);
    };
    try {
      await walkRoutes(page, walker, ROUTES, { clientSide, claimAxeCheck, onPage });
    } finally {
      tally.walkers += 1;
      tally.seconds[walker.label] = Math.round((Date.now() - started) / 1000);
      saveTally(shard, tally);
    }
  };
  const waiting = [...walkers];
  // A walker's first page loads the whole application into a fresh context: the walkers start
  // one after another, each once the one before has its first page, so that cold loads do not
  // all meet the 10 s settle limit at once.
  let startedBefore = Promise.resolve();
  const walkNext = async (): Promise<void> => {
    const who = waiting.shift();
    if (!who) return;
    const previous = startedBefore;
    let loaded = () => undefined as void;
    startedBefore = new Promise<void>((resolve) => (loaded = resolve));
    await previous;
    const context = await browser.newContext({ baseURL, locale, timezoneId, viewport: DESKTOP });
    try {
      const page = await context.newPage();
      if (who === VISITOR_WALK) await walk(page, VISITOR, false, loaded);
      else await walk(page, await logIn(page, who), true, loaded);
    } finally {
      loaded();
      await context.close();
    }
    return walkNext();
  };
  try {
    await Promise.all(Array.from({ length: AT_ONCE }, walkNext));
  } finally {
    console.log(tallyLine(tally, walkers.length, shard, WALK_SHARDS));
  }
});
