import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LoadFigures } from './autocannon-run.ts';
import type { LargeSeed } from './large-seed.ts';
import type { LighthouseResults } from './lighthouse.ts';
import { AIMS, seconds as secondsOf } from './lighthouse-pages.ts';
import { resultsFile } from './paths.ts';
import type { HttpScenario } from './scenarios.ts';
import { KB, type PageLoad, type WebSize } from './web-size.ts';

export interface HttpResult {
  id: string;
  label: string;
  database: HttpScenario['database'];
  status: 'ok' | 'skipped' | 'failed';
  reason?: string;
  figures?: LoadFigures;
  /** Median over the runs of requests/s ÷ the hello-world run's made just before each. */
  ratioToBaseline?: number;
}

export interface BenchResults {
  generatedAt: string;
  machine: {
    node: string;
    platform: string;
    cpus: number;
    cpuModel: string;
    /** 1-minute load average when the run started: other work on the host skews the figures. */
    loadAverageAtStart: number;
  };
  settings: {
    durationSeconds: number;
    warmupSeconds: number;
    connections: number;
    /** Measured runs per scenario; the figures are the median run's. */
    repeat: number;
    host: string;
  };
  http: HttpResult[];
  webSize: WebSize | { error: string };
  /** The pages of lighthouse-pages.ts under Lighthouse; skipped with --no-lighthouse or an --only naming none. */
  lighthouse: LighthouseResults | { skipped: string } | { error: string };
  largeSeed: LargeSeed | { skipped: string } | { error: string } | null;
  notes: string[];
}

const DB_LABEL: Record<HttpResult['database'], string> = {
  none: '-',
  pglite: 'PGlite',
  postgres: 'PostgreSQL',
};

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const fixed = (n: number, digits = 1) => n.toFixed(digits);
const ms = (n: number) => (n < 1 ? '<1' : fixed(n));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const kb = (bytes: number) => `${fixed(bytes / KB)} KB`;
const seconds = (ms: number) => `${fixed(ms / 1000)} s`;

function table(rows: string[][], rightAligned: ReadonlySet<number>): string {
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          rightAligned.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function httpSection(results: BenchResults): string[] {
  const rows = [
    ['Scenario', 'Database', 'req/s', 'p50 ms', 'p99 ms', 'vs hello', 'errors', 'non-2xx'],
  ];
  const notes: string[] = [];
  for (const result of results.http) {
    const f = result.figures;
    if (result.status !== 'ok' || !f) {
      rows.push([result.label, DB_LABEL[result.database], result.status, '', '', '', '', '']);
      notes.push(
        `  ${result.label} (${DB_LABEL[result.database]}) ${result.status}: ${result.reason ?? ''}`,
      );
      continue;
    }
    rows.push([
      result.label,
      DB_LABEL[result.database],
      int(f.requestsPerSec),
      ms(f.latencyP50Ms),
      ms(f.latencyP99Ms),
      result.ratioToBaseline === undefined ? '' : `${fixed(result.ratioToBaseline * 100)} %`,
      int(f.errors + f.timeouts),
      int(f.non2xx),
    ]);
    if (f.runs) notes.push(`  ${result.label}: runs ${f.runs.map(int).join(' / ')} req/s`);
    if (f.baselineRuns) {
      const rates = f.runs ?? [f.requestsPerSec];
      const ratios = rates.map((rate, run) => `${fixed((rate / f.baselineRuns![run]!) * 100)} %`);
      const lead = f.runs
        ? '    hello-world just before each'
        : `  ${result.label}: hello-world just before`;
      notes.push(
        `${lead}: ${f.baselineRuns.map(int).join(' / ')} req/s; ratio ${ratios.join(' / ')}`,
      );
    }
  }
  return [table(rows, new Set([2, 3, 4, 5, 6, 7])), ...notes];
}

function webSection(web: BenchResults['webSize']): string[] {
  if ('error' in web) return [`  not measured: ${web.error}`];
  const files = (page: PageLoad, kind: 'js' | 'css') =>
    plural(page.assets.filter((asset) => asset.kind === kind).length, 'file');
  const homeVerdict = web.withinAim
    ? `within the ${web.jsAimKb} KB aim`
    : `OVER the ${web.jsAimKb} KB aim by ${kb(web.home.jsGzipBytes - web.jsAimKb * KB)}`;
  const appVerdict = web.withinBudget
    ? `within its ${web.jsBudgetKb} KB budget`
    : `OVER its ${web.jsBudgetKb} KB budget by ${kb(web.app.jsGzipBytes - web.jsBudgetKb * KB)}`;
  return [
    table(
      [
        ['  home JS', files(web.home, 'js'), kb(web.home.jsGzipBytes), homeVerdict],
        [
          '  home CSS',
          files(web.home, 'css'),
          kb(web.home.cssGzipBytes),
          web.withinCssBudget
            ? `within its ${web.cssBudgetKb} KB budget`
            : `OVER its ${web.cssBudgetKb} KB budget by ${kb(web.home.cssGzipBytes - web.cssBudgetKb * KB)}`,
        ],
        ['  app JS', files(web.app, 'js'), kb(web.app.jsGzipBytes), appVerdict],
      ],
      new Set([1, 2]),
    ),
    `  (entry script + modulepreloads + stylesheets of ${web.dist}/${web.home.html} (the visitor's islands, public pages) and /${web.app.html} (the application)${web.built ? ', built for this run' : ''}; lazy chunks not counted; 1 KB = 1024 B)`,
  ];
}

function lighthouseSection(lh: BenchResults['lighthouse']): string[] {
  if ('skipped' in lh) return [`  skipped: ${lh.skipped}`];
  if ('error' in lh) return [`  failed: ${lh.error}`];
  const score = (n: number | null) => (n === null ? '-' : String(n));
  const rows = [['  Page', 'perf', 'a11y', 'b-p', 'LCP', 'FCP', 'TBT', 'CLS', 'TTI', 'aims']];
  const notes: string[] = [];
  for (const page of lh.pages) {
    const f = page.figures;
    if (page.status !== 'ok' || !f) {
      rows.push([`  ${page.id}`, 'failed', '', '', '', '', '', '', '', '']);
      notes.push(`  ${page.id} failed: ${page.reason ?? ''}`);
      continue;
    }
    const missed = page.missed ?? [];
    rows.push([
      `  ${page.id}`,
      score(f.performance),
      score(f.accessibility),
      score(f.bestPractices),
      secondsOf(f.lcpMs),
      secondsOf(f.fcpMs),
      `${int(f.tbtMs)} ms`,
      fixed(f.cls, 3),
      secondsOf(f.interactiveMs),
      missed.length === 0 ? 'met' : `MISSED: ${missed.join('; ')}`,
    ]);
    if (page.runs && page.runs.length > 1) {
      const perf = page.runs.map((run) => score(run.performance)).join(' / ');
      const lcp = page.runs.map((run) => fixed(run.lcpMs / 1000)).join(' / ');
      notes.push(`  ${page.id}: runs perf ${perf}, LCP ${lcp} s`);
    }
    if (page.failedAudits?.length) {
      notes.push(
        `  ${page.id}: a11y/best-practices audits failed: ${page.failedAudits.join(', ')}`,
      );
    }
  }
  return [
    `  Lighthouse ${lh.lighthouseVersion}, ${lh.formFactor} preset (${lh.throttlingMethod} throttling), ${lh.browser}, benchmarkIndex ${lh.benchmarkIndex === null ? '-' : int(lh.benchmarkIndex)}`,
    `  ${lh.repeat > 1 ? `median of ${lh.repeat} runs (Lighthouse's median run: closest to the median FCP and TTI)` : '1 run'}; build ${lh.dist}; each median run whole in ${lh.reportsDir}`,
    table(rows, new Set([1, 2, 3, 4, 5, 6, 7, 8])),
    ...notes,
    `  (aims: performance >= ${AIMS.performance} and LCP <= ${secondsOf(AIMS.lcpMs)} on the public pages; accessibility and best practices ${AIMS.accessibility}; validar-afiliado TTI <= 3.5 s, logged in as demo@)`,
  ];
}

function largeSection(large: BenchResults['largeSeed']): string[] {
  if (large === null) return ['  not requested (add --large or BENCH_LARGE=1)'];
  if ('skipped' in large) return [`  skipped: ${large.skipped}`];
  if ('error' in large) return [`  failed: ${large.error}`];
  const how =
    large.seedMs === null
      ? 'reused (seeded by an earlier run)'
      : `seeded in ${seconds(large.seedMs)}${large.analyzeMs === null ? '' : ` (+ analyze ${seconds(large.analyzeMs)})`}`;
  const rows = Object.entries(large.rows).map(
    ([table, n]) => `  ${table.padEnd(26)}${int(n).padStart(10)}`,
  );
  return [`  ${large.database}: ${how}`, ...rows];
}

export function formatReport(results: BenchResults): string {
  const { machine, settings } = results;
  return [
    '',
    `Provider portal benchmarks (${results.generatedAt})`,
    `Node ${machine.node} on ${machine.platform}, ${machine.cpus} CPU cores (${machine.cpuModel}), load average ${fixed(machine.loadAverageAtStart, 2)} at start`,
    ...(results.http.length === 0
      ? []
      : [
          `Load: autocannon, ${settings.connections} connections, ${settings.repeat > 1 ? `median of ${settings.repeat} runs of ` : ''}${settings.durationSeconds} s measured after ${settings.warmupSeconds} s warm-up, ${settings.host}; each server in its own process`,
        ]),
    ...results.notes.map((note) => `Note: ${note}`),
    '',
    ...(results.http.length === 0
      ? ['HTTP scenarios: not run (--web)']
      : [
          ...httpSection(results),
          '  (latency resolution 1 ms; "vs hello" = requests/s as a share of a hello-world run made just before; with --repeat, the median of those ratios)',
        ]),
    '',
    'Public home, initial JS and CSS (gzip -9)',
    ...webSection(results.webSize),
    '',
    'Lighthouse',
    ...lighthouseSection(results.lighthouse),
    '',
    ...(results.http.length === 0 && results.largeSeed === null
      ? []
      : ['Large dataset (PostgreSQL)', ...largeSection(results.largeSeed), '']),
    `Results written to ${resultsFile}`,
    '',
  ].join('\n');
}

export function writeResults(results: BenchResults): void {
  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
}
