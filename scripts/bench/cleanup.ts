import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

type Task = { label: string; run: () => Promise<void> | void };

const tasks: Task[] = [];
const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();

/** Runs at the end (last registered first), also after an error or Ctrl-C. */
export function onCleanup(label: string, run: Task['run']): void {
  tasks.push({ label, run });
}

export function trackChild(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

export function trackTempDir(dir: string): void {
  tempDirs.add(dir);
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

let cleaning: Promise<void> | undefined;

/** Idempotent; each task is bounded so a stuck close cannot hang the run. */
export function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    while (tasks.length > 0) {
      const task = tasks.pop()!;
      try {
        await withTimeout(Promise.resolve().then(task.run), 15_000, task.label);
      } catch (error) {
        console.error(`cleanup: ${task.label} failed: ${(error as Error).message}`);
      }
    }
    killRemaining();
  })();
  return cleaning;
}

/** Synchronous last resort: no server child or temp dir outlives the bench process. */
function killRemaining(): void {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

export function installExitHandlers(): void {
  process.on('exit', killRemaining);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
}

export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
