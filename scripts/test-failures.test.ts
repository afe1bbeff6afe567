import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './test-failures.ts';

describe('the failures listed at the end of npm test', () => {
  it('names each failed Vitest test by file and full name, with its first error line', () => {
    const names = vitestFailures(
      {
        numPassedTests: 1,
        numFailedTests: 1,
        testResults: [
          {
            name: '/repo/apps/api/src/a.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'a passes', status: 'passed' },
              {
                fullName: 'b answers 200',
                status: 'failed',
                failureMessages: [
                  '\u001b[31mAssertionError: expected 500 to be 200\u001b[39m\n    at x',
                ],
              },
            ],
          },
          { name: '/repo/apps/api/src/c.test.ts', status: 'passed', assertionResults: [] },
        ],
      },
      '/repo',
    );
    expect(names).toEqual([
      'apps/api/src/a.test.ts › b answers 200 — AssertionError: expected 500 to be 200',
    ]);
  });

  it('names a Vitest file that failed to load', () => {
    const names = vitestFailures(
      {
        numPassedTests: 0,
        numFailedTests: 0,
        testResults: [
          {
            name: '/repo/x.test.ts',
            status: 'failed',
            message: 'Cannot find module y',
            assertionResults: [],
          },
        ],
      },
      '/repo',
    );
    expect(names).toEqual(['x.test.ts (did not run) — Cannot find module y']);
  });

  it('names each unexpected Playwright test with its project, file and line, nested suites included', () => {
    const names = playwrightFailures({
      stats: { expected: 1, unexpected: 1, flaky: 1 },
      suites: [
        {
          title: 'a.spec.ts',
          file: 'a.spec.ts',
          specs: [
            { title: 'fine', line: 3, tests: [{ projectName: 'journeys', status: 'expected' }] },
          ],
          suites: [
            {
              title: 'on a phone',
              specs: [
                {
                  title: 'cards',
                  line: 12,
                  tests: [
                    {
                      projectName: 'journeys',
                      status: 'unexpected',
                      results: [{ error: { message: 'Timeout 5000ms exceeded.\nmore' } }],
                    },
                  ],
                },
                {
                  title: 'retried',
                  line: 20,
                  tests: [{ projectName: 'journeys', status: 'flaky' }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(names).toEqual(['[journeys] a.spec.ts:12 › cards — Timeout 5000ms exceeded.']);
  });
});
