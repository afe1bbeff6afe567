import type { Writable } from 'node:stream';

/**
 * What a command of ours reads and writes besides its database: its arguments, its environment
 * and its two output streams. The entry file passes the process's; the tests pass their own and
 * run the command in their worker, without starting Node and loading the app again per command.
 */
export interface CliIo {
  argv: string[];
  env: NodeJS.ProcessEnv;
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean };
}

/** Ends a command with its exit code from wherever it decides to stop. */
export class CliExit extends Error {
  readonly code: number;
  constructor(code: number) {
    super(`exit ${code}`);
    this.code = code;
  }
}

/** Lines to a stream, as console.log and console.error write them. */
export const printer = (stream: Writable) => (text: string) => {
  stream.write(`${text}\n`);
};

/** Runs a command's body; its CliExit (or its end) gives the exit code. */
export async function exitCodeOf(body: () => Promise<number | void>): Promise<number> {
  try {
    return (await body()) ?? 0;
  } catch (error) {
    if (error instanceof CliExit) return error.code;
    throw error;
  }
}

/** This process's arguments, environment and streams, for the entry files. */
export const processIo = (): CliIo => ({
  argv: process.argv.slice(2),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
