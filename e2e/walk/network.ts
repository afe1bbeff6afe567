import type { Page, Request } from '@playwright/test';
import { checkAnswer, isEventStream } from './api-answers.ts';

/** How long the network must stay quiet before a page counts as loaded. */
const QUIET_MS = 200;
const SETTLE_TIMEOUT_MS = 10_000;
/** A route that changes nothing on screen (the same guard message as the route before) counts
 * as rendered once the network has been quiet this long after the navigation. */
const SAME_SCREEN_MS = 1_000;

/** Requests that never end while the page is open (live updates) do not keep it loading. */
const longLived = (request: Request) =>
  request.resourceType() === 'eventsource' ||
  request.resourceType() === 'websocket' ||
  isEventStream(request.method(), request.url());

/**
 * Counts the page's DOM changes from its first byte (installed in every document the page
 * opens), so the walk knows when a route has rendered: a navigation by the app's router can
 * leave the previous page on screen while the next one's code is evaluated.
 */
function countMutations() {
  if ('__walkMutations' in window) return;
  const state = { count: 0, last: performance.now() };
  Object.defineProperty(window, '__walkMutations', { value: state });
  new MutationObserver(() => {
    state.count += 1;
    state.last = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The DOM's changes so far, how long ago the last was, and whether a loader is on screen. */
const domState = () => {
  const state = (window as unknown as { __walkMutations?: { count: number; last: number } })
    .__walkMutations ?? { count: 0, last: 0 };
  const loading = [...document.querySelectorAll('.mantine-Loader-root')].some(
    (loader) => loader.getClientRects().length > 0,
  );
  return { count: state.count, quietFor: performance.now() - state.last, loading };
};

/**
 * Listens to one page for the whole walk: what it requests (to know when it has loaded), its
 * /pre answers (each checked against its contract) and its console errors. Whatever happens is
 * written to the problems of the page being walked at that moment.
 */
export class PageWatch {
  private inflight = new Set<Request>();
  private lastActivity = Date.now();
  private checks: Promise<void>[] = [];
  private problems: string[] = [];
  private readonly page: Page;
  calls = 0;

  /** Starts watching a page: every document it opens from now on, and the one it shows. */
  static async on(page: Page): Promise<PageWatch> {
    await page.addInitScript(countMutations);
    await page.evaluate(countMutations);
    return new PageWatch(page);
  }

  private constructor(page: Page) {
    this.page = page;
    page.on('request', (request) => {
      if (longLived(request)) return;
      this.inflight.add(request);
      this.lastActivity = Date.now();
    });
    const done = (request: Request) => {
      this.inflight.delete(request);
      this.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.startsWith('/pre/')) return;
      this.calls += 1;
      const problems = this.problems;
      this.checks.push(
        checkAnswer(response).then((problem) => {
          if (problem) problems.push(`API ${problem}`);
        }),
      );
    });
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`consola: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.problems.push(`error de página: ${error.message}`));
  }

  /** Starts the problems of a new page. */
  begin(): void {
    this.problems = [];
  }

  /** Notes a problem the walk itself found on the current page. */
  note(problem: string): void {
    this.problems.push(problem);
  }

  /** The DOM's change count now, to tell later whether a navigation has rendered anything. */
  async mark(): Promise<number> {
    return (await this.page.evaluate(domState)).count;
  }

  /**
   * Waits until the page has rendered since `mark` (when given), no request has been open and
   * the DOM has not changed for QUIET_MS, and no loader shows.
   */
  async settle(mark?: number): Promise<void> {
    const started = Date.now();
    const deadline = started + SETTLE_TIMEOUT_MS;
    for (;;) {
      const network = this.inflight.size === 0 && Date.now() - this.lastActivity >= QUIET_MS;
      const dom = network ? await this.page.evaluate(domState) : null;
      const rendered =
        dom !== null &&
        (mark === undefined || dom.count > mark || Date.now() - started >= SAME_SCREEN_MS);
      if (dom && rendered && dom.quietFor >= QUIET_MS && !dom.loading) return;
      if (Date.now() > deadline) {
        const open = [...this.inflight].map((request) => request.url()).join(', ');
        const why = open
          ? `pedidos abiertos: ${open}`
          : !rendered
            ? 'la ruta no cambió la página'
            : dom?.loading
              ? 'un indicador de carga sigue visible'
              : 'la página sigue cambiando';
        this.note(`la página no terminó de cargar en ${SETTLE_TIMEOUT_MS} ms (${why})`);
        return;
      }
      await this.page.waitForTimeout(50);
    }
  }

  /** The current page's problems, once every answer it received has been checked. */
  async finish(): Promise<string[]> {
    const checks = this.checks;
    this.checks = [];
    await Promise.all(checks);
    return this.problems;
  }
}
