import { startChildServer, type ChildServer } from '../child-server.ts';

/**
 * Crash safety of multi-row writes: a real server process is killed with SIGKILL while writes
 * are in flight, restarted on the same database, killed again, and at the end the database is
 * read directly for rows a write left half-done and for acknowledged writes that were lost.
 *
 * A write joins by being one entry of CRASH_WRITES (crash-writes.ts): how to send it and which
 * queries find its partial rows. Every entry is driven in the same rounds, so the test's time
 * is the server restarts' and does not grow with the number of writes.
 */

/** One kind of write, as the harness drives it against a running server. */
export interface CrashWrite {
  name: string;
  /** Writers sending at once; several keep a write in flight at any moment. */
  writers: number;
  /**
   * Writes one writer may send over the whole run. Writers share accounts and the area's
   * write limits count committed writes per user or object: this keeps every one under them.
   */
  maxWritesPerWriter: number;
  /**
   * Called after every (re)start, once per writer: logs in, reads what the write needs.
   * `writer` numbers the writers, so an entry can spread them over accounts or objects.
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
}

interface Tally {
  sent: number;
  /** Keys of the writes the server answered with a 2xx. */
  acknowledged: string[];
  statuses: Record<string, number>;
}

export interface CrashRunReport {
  /** How long each start of the server took until it answered: most of the test's time. */
  startsMs: number[];
  /** The median time a write took to be answered: what the kill moments are drawn against. */
  medianWriteMs: number;
  rounds: { killAfterMs: number; inFlightAtKill: number }[];
  /** Writes acknowledged by the last start, by write: the recovered database takes writes. */
  afterRecovery: Record<string, number>;
  perWrite: Record<string, Tally & { stored: number }>;
  /** Every invariant that answered rows, with the first few rows, by write. */
  violations: { write: string; invariant: string; rows: Record<string, unknown>[] }[];
  /** Acknowledged writes the database no longer holds. */
  lost: { write: string; keys: string[] }[];
}

/** The kill comes this many median write times after a round's first writes were sent. */
const KILL_WINDOW = { min: 0.1, max: 1.5 };
/** How long a kill waits for a write in flight when its moment fell between two. */
const IN_FLIGHT_WAIT_MS = 5_000;
/** Before any write was answered. */
const DEFAULT_WRITE_MS = 300;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The writers of every entry and what they sent, kept across the restarts. */
class Drive {
  readonly tallies = new Map<string, Tally>();
  private readonly latencies: number[] = [];
  private readonly sentBy = new Map<string, number>();
  private readonly writes: readonly CrashWrite[];
  inFlight = 0;

  constructor(writes: readonly CrashWrite[]) {
    this.writes = writes;
    for (const write of writes) {
      this.tallies.set(write.name, { sent: 0, acknowledged: [], statuses: {} });
    }
  }

  medianWriteMs(): number {
    if (this.latencies.length === 0) return DEFAULT_WRITE_MS;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  }

  /** Logs every writer in on a freshly started server. */
  async connect(server: ChildServer) {
    return Promise.all(
      this.writes.flatMap((write) =>
        Array.from({ length: write.writers }, async (_, writer) => ({
          write,
          id: `${write.name}#${writer}`,
          sender: await write.connect(server.baseUrl, writer),
        })),
      ),
    );
  }

  /**
   * Sends one write; answers false when the server is gone. `reserve` writes of the writer's
   * allowance are kept for later (the write after the last restart).
   */
  async sendOne(
    writer: Awaited<ReturnType<Drive['connect']>>[number],
    reserve: number,
    acknowledged?: Record<string, number>,
  ): Promise<boolean> {
    const sent = this.sentBy.get(writer.id) ?? 0;
    if (sent >= writer.write.maxWritesPerWriter - reserve) return false;
    this.sentBy.set(writer.id, sent + 1);
    const tally = this.tallies.get(writer.write.name)!;
    tally.sent += 1;
    this.inFlight += 1;
    const started = performance.now();
    let answer: { status: number; key?: string };
    try {
      answer = await writer.sender.send();
    } catch {
      tally.statuses['no answer'] = (tally.statuses['no answer'] ?? 0) + 1;
      return false;
    } finally {
      this.inFlight -= 1;
    }
    const { status, key } = answer;
    tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
    if (status >= 200 && status < 300 && key !== undefined) {
      tally.acknowledged.push(key);
      this.latencies.push(performance.now() - started);
      if (acknowledged) {
        acknowledged[writer.write.name] = (acknowledged[writer.write.name] ?? 0) + 1;
      }
    }
    // A write limit is the server's answer, not a failure: back off and keep writing.
    if (status === 429) await pause(100);
    return true;
  }

  /** Every writer sends one write at once; answers how many each entry had acknowledged. */
  async wave(server: ChildServer, reserve: number): Promise<Record<string, number>> {
    const writers = await this.connect(server);
    const acknowledged: Record<string, number> = {};
    await Promise.all(writers.map((writer) => this.sendOne(writer, reserve, acknowledged)));
    return acknowledged;
  }

  /** Resolves once a write is on its way, or after `limitMs`. */
  private async writeInFlight(limitMs: number) {
    const until = performance.now() + limitMs;
    while (this.inFlight === 0 && performance.now() < until) await pause(2);
  }

  /**
   * Writers send back to back; at a random moment, drawn against the median write time, the
   * server is killed mid-write. Each round keeps a share of every writer's allowance, so a slow
   * round (a busy machine makes writes and the drawn moment long) cannot use up the writes of
   * the rounds after it; and when a writer sends the last write of its share before the drawn
   * moment, the kill comes a moment later, while that write is on its way: every kill meets
   * writes in flight.
   */
  async killRound(
    server: ChildServer,
    roundsLeft: number,
  ): Promise<CrashRunReport['rounds'][number]> {
    const writers = await this.connect(server);
    const factor = KILL_WINDOW.min + Math.random() * (KILL_WINDOW.max - KILL_WINDOW.min);
    const killAfterMs = Math.round(factor * this.medianWriteMs());
    let running = true;
    let lastWriteSent = () => {};
    const lastWrite = new Promise<void>((resolve) => (lastWriteSent = resolve));
    const loops = writers.map(async (writer) => {
      const left = writer.write.maxWritesPerWriter - 1 - (this.sentBy.get(writer.id) ?? 0);
      let share = Math.ceil(left / roundsLeft);
      while (running && share > 0) {
        share -= 1;
        if (share === 0) lastWriteSent();
        if (!(await this.sendOne(writer, 1))) break;
      }
    });
    await Promise.race([pause(killAfterMs), lastWrite.then(() => pause(this.medianWriteMs() / 2))]);
    // The drawn moment may fall between writes (a writer backing off after a 429, or between
    // an answer and its next send on a busy machine): the kill waits for the next write out.
    await this.writeInFlight(IN_FLIGHT_WAIT_MS);
    const inFlightAtKill = this.inFlight;
    await server.kill();
    running = false;
    await Promise.all(loops);
    return { killAfterMs, inFlightAtKill };
  }
}

/**
 * A first wave of writes (to time them), `kills` rounds each ended by SIGKILL and a restart,
 * then one wave after the last restart and a graceful stop that leaves the database closed.
 */
async function driveRounds(options: CrashRunOptions, drive: Drive) {
  const rounds: CrashRunReport['rounds'] = [];
  const startsMs: number[] = [];
  let server: ChildServer | undefined;
  const start = async () => {
    const started = performance.now();
    server = await startChildServer(options.databaseEnv);
    startsMs.push(Math.round(performance.now() - started));
    return server;
  };
  try {
    await drive.wave(await start(), 1);
    for (let kill = 0; kill < options.kills; kill++) {
      rounds.push(
        await drive.killRound(kill === 0 ? server! : await start(), options.kills - kill),
      );
    }
    const last = await start();
    const afterRecovery = await drive.wave(last, 0);
    await last.stop();
    return { rounds, afterRecovery, startsMs };
  } finally {
    await server?.kill();
  }
}

/** Drives every write through the kills, then checks the database directly. */
export async function runCrashRounds(options: CrashRunOptions): Promise<CrashRunReport> {
  const drive = new Drive(options.writes);
  const report: CrashRunReport = {
    ...(await driveRounds(options, drive)),
    medianWriteMs: Math.round(drive.medianWriteMs()),
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
      const tally = drive.tallies.get(write.name)!;
      const lost = tally.acknowledged.filter((key) => !stored.has(key));
      if (lost.length > 0) report.lost.push({ write: write.name, keys: lost });
      report.perWrite[write.name] = { ...tally, stored: stored.size };
    }
    return report;
  } finally {
    await database.close();
  }
}
