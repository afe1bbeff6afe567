import { Writable } from 'node:stream';
import type { CliIo } from '../src/cli/cli-io.ts';

/** What a command printed and the exit code it answered. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** A stream that keeps what is written to it, as a pipe to the test would. */
function captured() {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/**
 * Runs one of our commands in this worker with these arguments and the test's environment on
 * top of the process's, as `npm run <command> -- …` would in a shell: the same code from the
 * arguments to the exit code, without starting Node and loading the app per command. The entry
 * files themselves (the Node check, the process's streams, the exit) are src/cli/cli-entry.test.ts's.
 */
export async function runCli(
  command: (io: CliIo) => Promise<number>,
  env: Record<string, string>,
  ...argv: string[]
): Promise<CliRun> {
  const stdout = captured();
  const stderr = captured();
  const code = await command({
    argv,
    env: { ...process.env, ...env },
    stdout: stdout.stream,
    stderr: stderr.stream,
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** The command failed: its exit code and output, as execFile's error carries them. */
export class CliFailed extends Error {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  constructor(run: CliRun) {
    super(`the command exited ${run.code}: ${run.stderr}`);
    this.code = run.code;
    this.stdout = run.stdout;
    this.stderr = run.stderr;
  }
}

/** runCli, answering as execFile does: its output on exit 0, else a rejection with the code. */
export async function execCli(
  command: (io: CliIo) => Promise<number>,
  env: Record<string, string>,
  ...argv: string[]
): Promise<CliRun> {
  const run = await runCli(command, env, ...argv);
  if (run.code !== 0) throw new CliFailed(run);
  return run;
}
