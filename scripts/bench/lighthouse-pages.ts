import type { Result } from 'lighthouse';

/** The pages whose speed the portal promises, measured with Lighthouse's mobile preset (simulated throttling). */
export interface LighthousePage {
  id: string;
  /** Path on the server, under the SPA's base. */
  path: string;
  /** Logged in as demo@ through the real login form first (the session stays for the run). */
  loggedIn: boolean;
  /** The page's own aim: time to interactive, ms (the front-desk page). */
  interactiveAimMs?: number;
  /** Text the page shows once measured: proof the session held (not a login or error page). */
  expectText?: string;
}

export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { id: 'home', path: '/prestadores/', loggedIn: false },
  { id: 'nosotros', path: '/prestadores/informacionutil/nosotros', loggedIn: false },
  { id: 'prevencion-diabetes', path: '/prestadores/prevencion/diabetes', loggedIn: false },
  { id: 'login-mobile', path: '/prestadores/login-mobile', loggedIn: false },
  {
    id: 'validar-afiliado',
    path: '/prestadores/tramitesonline/validar-afiliado',
    loggedIn: true,
    interactiveAimMs: 3_500,
    expectText: 'Número de afiliado',
  },
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** The aims (scores out of 100, times in ms); performance and LCP for public pages. */
export const AIMS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 2_500,
} as const;

export interface LighthouseFigures {
  /** Scores 0–100; null when Lighthouse could not score the category. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  interactiveMs: number;
}

export interface LighthousePageResult {
  id: string;
  url: string;
  status: 'ok' | 'failed';
  reason?: string;
  /** The median run's figures (Lighthouse's own pick: the run closest to the median FCP and TTI). */
  figures?: LighthouseFigures;
  /** Every run's performance score and LCP, in order. */
  runs?: { performance: number | null; lcpMs: number }[];
  /** Lighthouse's failed best-practices and accessibility audits of the median run, by id. */
  failedAudits?: string[];
  /** What fell short of the aims, in words; empty when every aim is met. */
  missed?: string[];
}

const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};

const numeric = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`Lighthouse measured no ${id}`);
  }
  return value;
};

export function figuresOf(lhr: Result): LighthouseFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    interactiveMs: numeric(lhr, 'interactive'),
  };
}

/** The accessibility and best-practices audits that lost points, e.g. 'inspector-issues'. */
export function failedAudits(lhr: Result): string[] {
  const ids = ['accessibility', 'best-practices'].flatMap(
    (category) => lhr.categories[category]?.auditRefs.map((ref) => ref.id) ?? [],
  );
  return ids.filter((id) => {
    const audit = lhr.audits[id];
    return audit?.scoreDisplayMode === 'binary' || audit?.scoreDisplayMode === 'numeric'
      ? (audit.score ?? 1) < 1
      : false;
  });
}

const below = (value: number | null, aim: number) => value === null || value < aim;

/** Performance and LCP are the public pages' aims; the logged-in page's is its TTI. */
export function missedAims(page: LighthousePage, f: LighthouseFigures): string[] {
  const missed: string[] = [];
  if (!page.loggedIn && below(f.performance, AIMS.performance)) {
    missed.push(`performance ${f.performance ?? '-'} < ${AIMS.performance}`);
  }
  if (!page.loggedIn && f.lcpMs > AIMS.lcpMs) {
    missed.push(`LCP ${seconds(f.lcpMs)} > ${seconds(AIMS.lcpMs)}`);
  }
  if (below(f.accessibility, AIMS.accessibility)) {
    missed.push(`accessibility ${f.accessibility ?? '-'} < ${AIMS.accessibility}`);
  }
  if (below(f.bestPractices, AIMS.bestPractices)) {
    missed.push(`best practices ${f.bestPractices ?? '-'} < ${AIMS.bestPractices}`);
  }
  if (page.interactiveAimMs !== undefined && f.interactiveMs > page.interactiveAimMs) {
    missed.push(`TTI ${seconds(f.interactiveMs)} > ${seconds(page.interactiveAimMs)}`);
  }
  return missed;
}

/**
 * Lighthouse's errors of its own trace recording ("Something went wrong with recording the
 * trace over your page load. Please run Lighthouse again."): a run that says nothing of the
 * page, taken again once. Errors about the page itself (no paint, no LCP) are not among them.
 */
const TRACE_ERRORS: ReadonlySet<string> = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

export function isTraceError(code: string | undefined): boolean {
  return code !== undefined && TRACE_ERRORS.has(code);
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
