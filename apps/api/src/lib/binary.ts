import type { FastifyReply } from 'fastify';
import { FILE_MEDIA_TYPES } from '@portal/contracts';
export { binaryBody } from '@portal/contracts';

const CONTENT_TYPES = {
  pdf: FILE_MEDIA_TYPES.pdf,
  csv: `${FILE_MEDIA_TYPES.csv}; charset=utf-8`,
  xlsx: FILE_MEDIA_TYPES.xlsx,
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
