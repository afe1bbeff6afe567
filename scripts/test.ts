import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, HEADLESS_SHELL } from './ensure-chromium.ts';
import {
  playwrightFailures,
  vitestFailures,
  type PlaywrightReport,
  type VitestReport,
} from './test-failures.ts';
import { requireSupportedNode } from '../apps/api/src/lib/runtime.ts';

requireSupportedNode();
console.log(`npm test on Node.js ${process.version} (${process.execPath})`);

/**
 * `npm test`: typecheck, lint, the Vitest projects (domain, contracts, client, api — on
 * PostgreSQL when TEST_DATABASE_URL is set, its engine tests on PGlite too, ADR 0075 — web and
 * console) and the Playwright journeys against the real server. Ends with one line `N passed, N failed` (tests, plus typecheck and lint as one
 * check each) and exits non-zero when anything failed.
 */
let passed = 0;
let failed = 0;
/** What failed, by name: printed again just above the last line, where a CI log's tail shows it. */
const failures: string[] = [];
const reportDir = mkdtempSync(join(tmpdir(), 'portal-test-'));

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  took(label, started);
  return result.status === 0;
}

/** Each step's wall time, printed as it ends and again at the end: where CI's minutes go. */
const timings: string[] = [];
function took(label: string, started: number) {
  const line = `${label}: ${Math.round((performance.now() - started) / 1000)} s`;
  timings.push(line);
  console.log(`⏱ ${line}`);
}

function check(label: string, ok: boolean) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
    console.log(`✗ ${label} failed`);
  }
}

/**
 * Runs a command with its output kept, and prints it when the command ends: two of these run
 * side by side without mixing their lines.
 */
function runQuietly(label: string, command: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const output: Buffer[] = [];
    const started = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      took(label, started);
      resolve(status === 0);
    });
  });
}

let e2eReady = true;
try {
  ensureChromium(HEADLESS_SHELL);
} catch (error) {
  e2eReady = false;
  failed += 1;
  console.error(`✗ ${(error as Error).message}`);
}

// The type checker and ESLint each use one core, and the type checker ends first: the web build
// the journeys need takes the core it leaves, so the three end in about the time of ESLint
// alone (docs/decisions/0043).
const [typecheckOk, lintOk, buildOk] = await Promise.all([
  runQuietly('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  runQuietly('lint', 'npm', ['run', '--silent', 'lint']),
  e2eReady ? runQuietly('web build', 'npm', ['run', '--silent', 'build']) : false,
]);
check('typecheck', typecheckOk);
check('lint', lintOk);

const vitestReport = join(reportDir, 'vitest.json');
const vitestOk = run('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
try {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as VitestReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  failures.push(...vitestFailures(report));
  if (!vitestOk && report.numFailedTests === 0) failed += 1; // a suite that failed to load
} catch {
  failed += 1;
  console.log('✗ Vitest wrote no report');
}

if (buildOk) {
  const playwrightReport = join(reportDir, 'playwright.json');
  const e2eOk = run(
    'e2e journeys',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  );
  try {
    const report = JSON.parse(readFileSync(playwrightReport, 'utf8')) as PlaywrightReport;
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    failures.push(...playwrightFailures(report));
    if (!e2eOk && report.stats.unexpected === 0) failed += 1;
  } catch {
    failed += 1;
    console.log('✗ Playwright wrote no report');
  }
} else if (e2eReady) {
  failed += 1;
}

console.log(`\n⏱ ${timings.join(' · ')}`);
if (failures.length > 0) {
  console.log(`\nFailed (${failures.length}):`);
  for (const failure of failures) console.log(`  ✗ ${failure}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
