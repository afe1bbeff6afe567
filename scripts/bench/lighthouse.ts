import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts.ts';
import { CHROMIUM, ensureChromium } from '../ensure-chromium.ts';
import { onCleanup, removeTempDir } from './cleanup.ts';
import { resultsFile } from './paths.ts';
import {
  CATEGORIES,
  LIGHTHOUSE_PAGES,
  failedAudits,
  isTraceError,
  figuresOf,
  missedAims,
  type LighthousePage,
  type LighthousePageResult,
} from './lighthouse-pages.ts';
import { benchTempDir, spawnServer, type RunningServer } from './servers.ts';

export interface LighthouseResults {
  lighthouseVersion: string;
  browser: string;
  /** Lighthouse's measure of this host's CPU (its 'benchmarkIndex'; a quiet 2-core VM: ~1000+). */
  benchmarkIndex: number | null;
  /** The web build served (WEB_DIST or apps/web/dist). */
  dist: string;
  /** Where each page's median run is kept whole, for Lighthouse's viewer (git-ignored). */
  reportsDir: string;
  /** Runs per page; each page's figures are its median run's. */
  repeat: number;
  formFactor: string;
  throttlingMethod: string;
  pages: LighthousePageResult[];
}

const LOGIN_EMAIL = 'demo@prestadores.test';
const REPORTS_DIR = join(dirname(resultsFile), 'lighthouse');
const LOGIN_FORM = 'form[aria-label="Ingreso de prestadores"]';

/**
 * The portal as `npm start` serves it: apps/api/src/server.ts on a fresh embedded database
 * (seeded with the demo data on start), serving the web build in `dist`.
 */
export async function startPortal(dist: string, port?: number): Promise<RunningServer> {
  const pgliteDir = benchTempDir('lighthouse-pglite');
  const server = await spawnServer({
    label: 'portal (npm start)',
    script: 'apps/api/src/server.ts',
    env: {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: dist,
      PGLITE_DIR: pgliteDir,
      DATABASE_URL: '',
      SESSION_TTL_MINUTES: '240',
    },
    readyPath: '/prestadores/',
    ...(port === undefined ? {} : { port }),
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      removeTempDir(pgliteDir);
    },
  };
}

/** Logs demo@ in through the real form, as a user would: the session is the SPA's own. */
async function logIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/prestadores/`, { waitUntil: 'networkidle0' });
  await page.locator(`${LOGIN_FORM} input[type="email"]`).fill(LOGIN_EMAIL);
  await page.locator(`${LOGIN_FORM} input[autocomplete="current-password"]`).fill(DEMO_PASSWORD);
  await page.locator(`${LOGIN_FORM} button[type="submit"]`).click();
  // Evaluated in the page (a string: these scripts are typed without the DOM).
  await page.waitForFunction(`localStorage.getItem('token') !== null`, { timeout: 30_000 });
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
}

const FLAGS: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: [...CATEGORIES],
};

class LighthouseRunError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(`${code}: ${message}`);
    this.code = code;
  }
}

/** One run, taken again once when Lighthouse's own trace recording failed (isTraceError). */
async function runWithRetry(
  browser: Browser,
  url: string,
  session: Page | null,
  expectText?: string,
): Promise<Result> {
  try {
    return await runOnce(browser, url, session, expectText);
  } catch (error) {
    if (!(error instanceof LighthouseRunError) || !isTraceError(error.code)) throw error;
    process.stdout.write(`    ${error.code}: Lighthouse's trace failed, the run is taken again\n`);
    return runOnce(browser, url, session, expectText);
  }
}

async function runOnce(
  browser: Browser,
  url: string,
  session: Page | null,
  expectText?: string,
): Promise<Result> {
  // A public page gets a new tab and Lighthouse's storage reset; the logged-in page keeps its
  // tab (sessionStorage holds the key of the session's encrypted part) and its storage, but
  // not the HTTP cache: every run is a cold load, as the public pages' are.
  const page = session ?? (await browser.newPage());
  try {
    if (session) {
      const cdp = await session.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const flags = { ...FLAGS, disableStorageReset: session !== null };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new LighthouseRunError(lhr.runtimeError.code, lhr.runtimeError.message);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    const wanted = new URL(url).pathname;
    if (landed !== wanted) throw new Error(`the page went to ${landed} instead (no session?)`);
    if (session && expectText) {
      await session
        .waitForFunction(`document.body.innerText.includes(${JSON.stringify(expectText)})`)
        .catch(() => {
          throw new Error(`the page measured did not show "${expectText}" (no session?)`);
        });
    }
    return lhr;
  } finally {
    if (!session) await page.close();
  }
}

async function measurePage(
  browser: Browser,
  baseUrl: string,
  page: LighthousePage,
  repeat: number,
  session: Page | null,
): Promise<{ result: LighthousePageResult; median: Result }> {
  const url = `${baseUrl}${page.path}`;
  const runs: Result[] = [];
  for (let run = 1; run <= repeat; run += 1) {
    process.stdout.write(`  ${page.id}: run ${run} of ${repeat} …\n`);
    runs.push(await runWithRetry(browser, url, session, page.expectText));
  }
  const median = computeMedianRun(runs) as Result;
  writeFileSync(join(REPORTS_DIR, `${page.id}.json`), JSON.stringify(median));
  const figures = figuresOf(median);
  const result: LighthousePageResult = {
    id: page.id,
    url,
    status: 'ok',
    figures,
    runs: runs.map((lhr) => {
      const { performance, lcpMs } = figuresOf(lhr);
      return { performance, lcpMs };
    }),
    failedAudits: failedAudits(median),
    missed: missedAims(page, figures),
  };
  return { result, median };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Lighthouse (mobile preset: its default config, simulated throttling) on the pages of lighthouse-pages.ts,
 * `repeat` runs each, against the portal started on `dist`. Offline: only loopback is asked.
 */
export async function measureLighthouse(options: {
  dist: string;
  repeat: number;
  port?: number;
  only?: readonly string[];
}): Promise<LighthouseResults> {
  ensureChromium(CHROMIUM);
  mkdirSync(REPORTS_DIR, { recursive: true });
  const pages = LIGHTHOUSE_PAGES.filter(
    (page) => !options.only?.length || options.only.includes(page.id),
  );
  console.log(`- Lighthouse on ${pages.length} pages, ${options.repeat} runs each: starting …`);
  const server = await startPortal(options.dist, options.port);
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM.path,
    headless: true,
    defaultViewport: null,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-extensions'],
  });
  onCleanup('close Chromium', () => browser.close());
  try {
    // The first answers of a fresh server are slower (JIT, the database's first queries); a
    // request per page first, so no page's runs pay for them.
    for (const page of pages) await fetch(`${server.baseUrl}${page.path}`);
    const results: LighthousePageResult[] = [];
    let sample: Result | undefined;
    for (const page of pages) {
      let session: Page | null = null;
      try {
        if (page.loggedIn) {
          session = await browser.newPage();
          await logIn(session, server.baseUrl);
        }
        const measured = await measurePage(browser, server.baseUrl, page, options.repeat, session);
        results.push(measured.result);
        sample ??= measured.median;
      } catch (error) {
        console.error(`  ${page.id} failed: ${errorText(error)}`);
        results.push({
          id: page.id,
          url: `${server.baseUrl}${page.path}`,
          status: 'failed',
          reason: errorText(error).split('\n')[0],
        });
      } finally {
        await session?.close();
      }
    }
    return {
      lighthouseVersion: sample?.lighthouseVersion ?? 'unknown',
      browser: await browser.version(),
      benchmarkIndex: sample?.environment.benchmarkIndex ?? null,
      dist: options.dist,
      reportsDir: REPORTS_DIR,
      repeat: options.repeat,
      formFactor: sample?.configSettings.formFactor ?? 'unknown',
      throttlingMethod: sample?.configSettings.throttlingMethod ?? 'unknown',
      pages: results,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
