import { request } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { demoKey, readingImporter } from '../../../../test/imports-door.ts';

const MB = 1024 * 1024;
const LIMIT = 8 * MB;
const STREAM = 200 * MB;

/** A 200 MB CSV made as it is sent: one 64 KiB chunk of lines over and over, never the whole. */
function generatedUpload(bytes: number) {
  const chunk = Buffer.from('30000001;1;1;Pérez;Juan\n'.repeat(2731).slice(0, 64 * 1024));
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) {
        this.push(null);
        return;
      }
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

/** Posts the stream chunked (no Content-Length): the answer's status, once it comes. */
function post(port: number, body: Readable): Promise<number> {
  return new Promise((resolve, reject) => {
    const sending = request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/pre/imports/affiliates',
        headers: { ...demoKey, 'content-type': 'text/csv' },
      },
      (answer) => {
        answer.resume();
        expect(answer.headers.connection).toBe('close');
        resolve(answer.statusCode ?? 0);
        body.destroy();
      },
    );
    // The server stops reading at the limit and closes: the unsent rest fails to write.
    sending.on('error', (error) => (sending.headersSent ? undefined : reject(error)));
    body.pipe(sending);
  });
}

describe('a 200 MB upload past an 8 MB IMPORT_MAX_BYTES', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      config: { importMaxBytes: LIMIT },
      importer: readingImporter().importer,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  it('is refused with 413 at the limit, the process memory flat while it streams', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    let received = 0;
    const body = generatedUpload(STREAM).on('data', (chunk: Buffer) => (received += chunk.length));
    const status = await post(port, body);
    clearInterval(sampler);
    expect(status).toBe(413);
    // Reading stopped near the limit: far from the 200 MB the client had to send.
    expect(received).toBeLessThan(STREAM / 2);
    console.info(
      `upload memory: ${Math.round(received / MB)} MB sent of ${STREAM / MB} MB, RSS ${Math.round(before / MB)} MB -> peak ${Math.round(peak / MB)} MB`,
    );
    expect(peak - before).toBeLessThan(64 * MB);
  });
});
