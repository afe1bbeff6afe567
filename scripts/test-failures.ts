import { relative } from 'node:path';

/**
 * The names of what failed in the Vitest and Playwright JSON reports, each with the first line of
 * its error, so the end of `npm test`'s output says which test failed without scrolling back.
 */

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

export interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    line?: number;
    tests: { projectName?: string; status: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites?: PlaywrightSuite[];
}

/** The reporters' colour codes (ESC [ … m). */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const firstLine = (text: string | undefined) =>
  (text ?? '').replace(COLOURS, '').trim().split('\n')[0]?.slice(0, 240) ?? '';

const withReason = (name: string, reason: string) => (reason ? `${name} — ${reason}` : name);

export function vitestFailures(report: VitestReport, root = process.cwd()): string[] {
  const names: string[] = [];
  for (const file of report.testResults ?? []) {
    const path = relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      names.push(withReason(`${path} › ${test.fullName}`, firstLine(test.failureMessages?.[0])));
    }
    if (failedTests.length === 0 && file.status === 'failed') {
      names.push(withReason(`${path} (did not run)`, firstLine(file.message)));
    }
  }
  return names;
}

export function playwrightFailures(report: PlaywrightReport): string[] {
  const names: string[] = [];
  const visit = (suite: PlaywrightSuite, file: string | undefined) => {
    const at = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        const where = `${at ?? suite.title}:${spec.line ?? ''}`;
        names.push(
          withReason(`[${test.projectName ?? ''}] ${where} › ${spec.title}`, firstLine(error)),
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child, at);
  };
  for (const suite of report.suites ?? []) visit(suite, undefined);
  return names;
}
