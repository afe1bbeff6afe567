import type { Writable } from 'node:stream';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../../../db/client.ts';

/** The import's one transaction, and on PostgreSQL its connection's COPY. */
export interface ImportTx {
  db: Db;
  /** PostgreSQL only: a `COPY ... FROM STDIN` stream on the transaction's connection. */
  copy?: (statement: string) => Writable;
}

/** The import transaction's work_mem on PostgreSQL (one session at a time per kind). */
export const IMPORT_WORK_MEM = '128MB';

/** Thrown inside the transaction to roll it back on purpose (dry run, refused file). */
export class RollBack<T> extends Error {
  readonly result: T;
  constructor(result: T) {
    super('rolled back');
    this.result = result;
  }
}

/**
 * Runs `work` in one transaction: everything it stages and merges commits together or not at
 * all, so a crash or kill -9 leaves the previous data whole (PostgreSQL and PGlite both drop an
 * uncommitted transaction). On PostgreSQL it holds one pool connection, the one COPY streams
 * through; a RollBack thrown by `work` rolls back and answers its result.
 */
export async function inImportTransaction<T>(
  db: Db,
  work: (tx: ImportTx) => Promise<T>,
): Promise<T> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  try {
    if (!(pool instanceof pg.Pool)) return await db.transaction((tx) => work({ db: tx }));
    const connection = await pool.connect();
    let broken: Error | undefined;
    try {
      await connection.query('begin');
      // The merge joins the staged file with a table of its size: with the default 4 MB its
      // hashes spill to disk in batches (a million-row register took twice as long).
      await connection.query(`set local work_mem = '${IMPORT_WORK_MEM}'`);
      const result = await work({
        db: drizzle(connection),
        copy: (statement) => connection.query(copyFrom(statement)),
      });
      await connection.query('commit');
      return result;
    } catch (error) {
      await connection.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      connection.release(broken);
    }
  } catch (error) {
    if (error instanceof RollBack) return error.result as T;
    throw error;
  }
}
