import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import type { Db } from '../../../db/client.ts';
import { insertRejectPart } from './rejects.repository.ts';

/** Characters of whole lines a stored part holds at most (one long line makes a larger one). */
const PART_CHARS = 256 * 1024;

/**
 * Where an accept-partial job writes its refused rows while it runs: a file beside its upload,
 * then kept in the database (import_job_rejects) so whichever process a client reaches serves
 * it, the job having run on one process's disk (docs/decisions/0053).
 */
export class RejectSpool {
  readonly path: string;
  readonly out: WriteStream;
  private readonly partChars: number;

  constructor(path: string, partChars = PART_CHARS) {
    this.path = path;
    this.partChars = partChars;
    this.out = createWriteStream(path);
  }

  /**
   * Stores the file in parts of whole lines and removes it. The engine ends the stream when it
   * wrote one; a file refused before its rows were read leaves it open, and it is ended here.
   */
  async store(db: Db, jobId: number): Promise<void> {
    await this.close();
    let part = 0;
    let pending = '';
    // Stored without the BOM the file starts with (a driver's decoder may drop a leading one of
    // a text value, PGlite's does): the download puts it back. Parts end at a line's end.
    let first = true;
    for await (const chunk of createReadStream(this.path, { encoding: 'utf8' })) {
      pending += first ? (chunk as string).replace(/^\uFEFF/, '') : (chunk as string);
      first = false;
      while (pending.length >= this.partChars) {
        // The last line's end within the part's size, or the first one (a longer line).
        const end = pending.lastIndexOf('\n', this.partChars - 1) + 1 || pending.indexOf('\n') + 1;
        if (end === 0) break;
        await insertRejectPart(db, jobId, part++, pending.slice(0, end));
        pending = pending.slice(end);
      }
    }
    if (pending !== '') await insertRejectPart(db, jobId, part, pending);
    await this.discard();
  }

  async discard(): Promise<void> {
    await this.close();
    await rm(this.path, { force: true });
  }

  private async close() {
    if (!this.out.writableEnded) this.out.end();
    await finished(this.out).catch(() => undefined);
  }
}
