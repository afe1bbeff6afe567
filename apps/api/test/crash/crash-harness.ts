import { startChildServer, type ChildServer } from './crash-server.ts';

/**
 * Crash safety of multi-row writes: a real server process is killed with SIGKILL while writes
 * are in flight, restarted on the same database, killed again, and at the end the database is
 * read directly for rows one write left half-done.
 *
 * A write joins by being one entry of CRASH_WRITES (crash-writes.ts): how to send it and which
 * queries find its partial rows. Every entry is driven in the same rounds, so the test's time
 * is the server restarts' and does not grow with the number of writes.
 */

/** One kind of write, as the harness drives it against a running server. */
export interface CrashWrite {
  name: string;
  /**
   * Called after every (re)start, once per writer: logs in, reads what the write needs.
   * `writer` numbers the concurrent writers, so an entry can spread them over accounts or
   * objects (and keep clear of per-user or per-object rate limits).
   */
  connect(baseUrl: string, writer: number): Promise<CrashWriteSender>;
  /**
   * SQL answering one row per broken invariant (a case without its stage, a file without its
   * case): every query must answer none. They run on the database after the last stop.
   */
  invariants: readonly { name: string; sql: string }[];
  /**
   * SQL answering a column `key` for every write of this entry the database holds; a write
   * the server acknowledged must be among them (an answered write survives a crash).
   */
  storedKeys: string;
}

export interface CrashWriteSender {
  /** Sends one write; answers its status and, when the server acknowledged it, its key. */
  send(): Promise<{ status: number; key?: string }>;
}

/** Reads the database directly, once no server holds it. */
export type QueryRows = (sql: string) => Promise<Record<string, unknown>[]>;

export interface CrashRunOptions {
  writes: readonly CrashWrite[];
  /** PGLITE_DIR or DATABASE_URL of the database every start of the server opens. */
  databaseEnv: Record<string, string>;
  /** Opens the database after the server has stopped; closed by the harness. */
  openDatabase(): Promise<{ query: QueryRows; close(): Promise<void> }>;
  kills: number;
  /** Concurrent writers per entry: several keep a write in flight at any moment. */
  writersPerWrite: number;
  /** The kill comes at a random moment this long after the round's first write was sent. */
  killAfterMs: { min: number; max: number };
}

interface Tally {
  sent: number;
  /** Keys of the writes the server answered with a 2xx. */
  acknowledged: string[];
  statuses: Record<string, number>;
}

export interface CrashRunReport {
  rounds: { killAfterMs: number; inFlightAtKill: number }[];
  /** Writes acknowledged by the last start, by write: the recovered database takes writes. */
  afterRecovery: Record<string, number>;
  perWrite: Record<string, Tally & { stored: number }>;
  /** Every invariant that answered rows, with the first few rows, by write. */
  violations: { write: string; invariant: string; rows: Record<string, unknown>[] }[];
  /** Acknowledged writes the database no longer holds. */
  lost: { write: string; keys: string[] }[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const count = (tally: Tally, status: string) => {
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
};

/**
 * One round: every writer sends writes back to back until the server is killed after
 * `killAfterMs`; with null, each writer sends one write and the round ends. Answers how many
 * were in flight at the kill and how many each write had acknowledged in this round.
 */
async function round(
  server: ChildServer,
  options: CrashRunOptions,
  tallies: Map<string, Tally>,
  killAfterMs: number | null,
): Promise<{ inFlightAtKill: number; acknowledged: Record<string, number> }> {
  const senders = await Promise.all(
    options.writes.flatMap((write) =>
      Array.from({ length: options.writersPerWrite }, async (_, writer) => ({
        write,
        sender: await write.connect(server.baseUrl, writer),
      })),
    ),
  );
  let running = true;
  let inFlight = 0;
  const acknowledged: Record<string, number> = {};
  let firstSent: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (firstSent = resolve));
  const loops = senders.map(async ({ write, sender }) => {
    const tally = tallies.get(write.name)!;
    while (running) {
      tally.sent += 1;
      inFlight += 1;
      firstSent();
      try {
        const { status, key } = await sender.send();
        count(tally, String(status));
        if (status >= 200 && status < 300 && key !== undefined) {
          tally.acknowledged.push(key);
          acknowledged[write.name] = (acknowledged[write.name] ?? 0) + 1;
        }
        // A rate limit is the server's answer, not a failure: back off and keep writing.
        if (status === 429) await pause(100);
      } catch {
        count(tally, 'no answer');
        return;
      } finally {
        inFlight -= 1;
      }
      if (killAfterMs === null) return;
    }
  });
  await started;
  if (killAfterMs === null) {
    await Promise.all(loops);
    return { inFlightAtKill: 0, acknowledged };
  }
  await pause(killAfterMs);
  const inFlightAtKill = inFlight;
  await server.kill();
  running = false;
  await Promise.all(loops);
  return { inFlightAtKill, acknowledged };
}

/**
 * `kills` rounds of writes ended by SIGKILL, then one more start that must take writes again
 * and stop gracefully, leaving the database closed for the check.
 */
async function driveRounds(
  options: CrashRunOptions,
  tallies: Map<string, Tally>,
): Promise<Pick<CrashRunReport, 'rounds' | 'afterRecovery'>> {
  const rounds: CrashRunReport['rounds'] = [];
  let server: ChildServer | undefined;
  try {
    for (let kill = 0; kill < options.kills; kill++) {
      server = await startChildServer(options.databaseEnv);
      const { min, max } = options.killAfterMs;
      const killAfterMs = Math.round(min + Math.random() * (max - min));
      const { inFlightAtKill } = await round(server, options, tallies, killAfterMs);
      rounds.push({ killAfterMs, inFlightAtKill });
    }
    server = await startChildServer(options.databaseEnv);
    const { acknowledged } = await round(server, options, tallies, null);
    await server.stop();
    return { rounds, afterRecovery: acknowledged };
  } finally {
    await server?.kill();
  }
}

/** Drives every write through the kills, then checks the database directly. */
export async function runCrashRounds(options: CrashRunOptions): Promise<CrashRunReport> {
  const tallies = new Map<string, Tally>(
    options.writes.map((write) => [write.name, { sent: 0, acknowledged: [], statuses: {} }]),
  );
  const report: CrashRunReport = {
    ...(await driveRounds(options, tallies)),
    perWrite: {},
    violations: [],
    lost: [],
  };
  const database = await options.openDatabase();
  try {
    for (const write of options.writes) {
      for (const invariant of write.invariants) {
        const rows = await database.query(invariant.sql);
        if (rows.length > 0) {
          report.violations.push({
            write: write.name,
            invariant: invariant.name,
            rows: rows.slice(0, 5),
          });
        }
      }
      const stored = new Set(
        (await database.query(write.storedKeys)).map((row) => String(row.key)),
      );
      const tally = tallies.get(write.name)!;
      const lost = tally.acknowledged.filter((key) => !stored.has(key));
      if (lost.length > 0) report.lost.push({ write: write.name, keys: lost });
      report.perWrite[write.name] = { ...tally, stored: stored.size };
    }
    return report;
  } finally {
    await database.close();
  }
}
