import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** A binary answer (PDF, CSV bytes): sent as-is, documented as a binary string. */
export const binaryBody = z
  .instanceof(Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'Binary content' });

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
} as const;

/**
 * Answers a file to download (a ticket, a certificate, a report). Health data: never cached by
 * the browser or a proxy.
 */
export function sendDownload(
  reply: FastifyReply,
  kind: keyof typeof CONTENT_TYPES,
  fileName: string,
  content: Uint8Array | string,
) {
  return reply
    .type(CONTENT_TYPES[kind])
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content));
}
