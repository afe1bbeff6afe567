import type { FastifyReply } from 'fastify';
export { binaryBody } from '@portal/contracts';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
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
