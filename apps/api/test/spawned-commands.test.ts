import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiRoot = fileURLToPath(new URL('../', import.meta.url));

/**
 * The tests that start one of our commands' entry files with Node (ADR 0030, last addendum).
 * A command's tests call it in their worker (test/cli-run.ts): a Node start and the app's graph
 * per command cost seconds each, twice per run. A new test that needs a process of its own joins
 * this list with its reason.
 */
const SPAWNING_COMMAND_TESTS = [
  // Each entry file once: Node starts it, its arguments, streams and exit code.
  'src/cli/cli-entry.test.ts',
  // Two processes importing on one PostgreSQL server.
  'src/cli/import-busy.postgres.test.ts',
  // kill -9 in the middle of an import.
  'test/crash/import-crash.test.ts',
  // The migrations command before a server starts on the schema it left.
  'test/startup/schema-refusal.test.ts',
];

describe('tests that start a command in a process of its own', () => {
  it('are the listed ones: the others call the command in their worker', () => {
    const spawning = globSync(['src/**/*.test.ts', 'test/**/*.test.ts'], { cwd: apiRoot })
      // This file names the folder too.
      .filter((path) => path !== 'test/spawned-commands.test.ts')
      .filter((path) => readFileSync(`${apiRoot}${path}`, 'utf8').includes('apps/api/src/cli/'))
      .sort();
    expect(spawning).toEqual([...SPAWNING_COMMAND_TESTS].sort());
  });
});
