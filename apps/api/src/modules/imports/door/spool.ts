import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The upload passed the server's limit; reading stopped there. */
export class UploadTooLarge extends Error {}
/** The client stopped sending before the end of the file. */
export class UploadAborted extends Error {}

/**
 * Writes an upload to `path` as it arrives, chunk by chunk with backpressure, so a file of any
 * size costs the process a few buffers of memory; stops reading past `maxBytes` (UploadTooLarge)
 * and leaves no file behind when it fails. The request is never destroyed here: the caller still
 * answers it (a 413), then lets the connection close.
 */
export async function spoolUpload(
  input: Readable,
  path: string,
  maxBytes: number,
): Promise<number> {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new UploadTooLarge());
      else callback(null, chunk);
    },
  });
  const written = pipeline(counter, createWriteStream(path));
  const onClose = () => {
    if (!input.readableEnded) counter.destroy(new UploadAborted());
  };
  const onError = () => counter.destroy(new UploadAborted());
  input.on('close', onClose);
  input.on('error', onError);
  input.pipe(counter);
  try {
    await written;
    return bytes;
  } catch (error) {
    input.unpipe(counter);
    await rm(path, { force: true });
    throw error;
  } finally {
    input.off('close', onClose);
    input.off('error', onError);
  }
}
