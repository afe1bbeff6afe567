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

interface DomWait {
  settled: boolean;
  rendered: boolean;
  loading: boolean;
}

/** In the page: polls its own DOM state (no round trip to the runner) until quiet or the budget ends. */
const waitForQuietDom = (limits: {
  mark: number | null;
  elapsed: number;
  quietMs: number;
  sameScreenMs: number;
  budgetMs: number;
}): Promise<DomWait> => {
  const begun = performance.now();
  const read = () => {
    const state = (window as unknown as { __walkMutations?: { count: number; last: number } })
      .__walkMutations ?? { count: 0, last: 0 };
    const loading = [...document.querySelectorAll('.mantine-Loader-root')].some(
      (loader) => loader.getClientRects().length > 0,
    );
    const since = limits.elapsed + performance.now() - begun;
    const rendered =
      limits.mark === null || state.count > limits.mark || since >= limits.sameScreenMs;
    const quiet = performance.now() - state.last >= limits.quietMs;
    return { settled: rendered && quiet && !loading, rendered, loading };
  };
  return new Promise((resolve) => {
    const tick = () => {
      const now = read();
      if (now.settled || performance.now() - begun >= limits.budgetMs) resolve(now);
      else setTimeout(tick, 50);
    };
    tick();
  });
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
   * the DOM has not changed for QUIET_MS, and no loader shows. The network is watched from the
   * runner's events and the DOM from inside the page, each waiting on its own clock: a poll of
   * the page from the runner every 50 ms cost two protocol round trips a tick (docs/decisions/0043).
   */
  async settle(mark?: number): Promise<void> {
    const started = Date.now();
    const deadline = started + SETTLE_TIMEOUT_MS;
    let dom: DomWait | null = null;
    for (;;) {
      const network = await this.networkQuiet(deadline);
      if (network) {
        dom = await this.domQuiet(mark, Date.now() - started, deadline);
        // The DOM went quiet and the network stayed quiet all the while: loaded.
        if (dom?.settled && this.networkIsQuiet()) return;
      }
      if (Date.now() > deadline) {
        const open = [...this.inflight].map((request) => request.url()).join(', ');
        const why = open
          ? `pedidos abiertos: ${open}`
          : dom && !dom.rendered
            ? 'la ruta no cambió la página'
            : dom?.loading
              ? 'un indicador de carga sigue visible'
              : 'la página sigue cambiando';
        this.note(`la página no terminó de cargar en ${SETTLE_TIMEOUT_MS} ms (${why})`);
        return;
      }
    }
  }

  private networkIsQuiet(): boolean {
    return this.inflight.size === 0 && Date.now() - this.lastActivity >= QUIET_MS;
  }

  /** Resolves true once no request has been open for QUIET_MS, false at the deadline. */
  private async networkQuiet(deadline: number): Promise<boolean> {
    for (;;) {
      if (this.networkIsQuiet()) return true;
      const now = Date.now();
      if (now > deadline) return false;
      // Activity moves lastActivity on: wake when the quiet would be reached, or soon if a
      // request is open (its end is an event this loop does not wait on).
      const wait = this.inflight.size === 0 ? QUIET_MS - (now - this.lastActivity) : 50;
      await sleep(Math.min(Math.max(wait, 1), deadline - now + 1));
    }
  }

  /**
   * Waits inside the page until it has rendered since `mark` (or SAME_SCREEN_MS has passed since
   * the navigation), the DOM has been quiet for QUIET_MS and no loader shows; or the deadline.
   */
  private async domQuiet(
    mark: number | undefined,
    elapsed: number,
    deadline: number,
  ): Promise<DomWait | null> {
    try {
      return await this.page.evaluate(waitForQuietDom, {
        mark: mark ?? null,
        elapsed,
        quietMs: QUIET_MS,
        sameScreenMs: SAME_SCREEN_MS,
        budgetMs: Math.max(0, deadline - Date.now()),
      });
    } catch (error) {
      // A full load replaced the document while it was watched: wait on the new one.
      if (this.page.isClosed() || !String(error).includes('context was destroyed')) throw error;
      return null;
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
