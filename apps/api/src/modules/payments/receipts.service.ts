import type { ReceiptResponse, ReceiptsResponse, RudiFile } from '@portal/contracts';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import {
  RECEIPT_CONTENT_TYPES,
  RECEIPT_MESSAGES,
  RECEIPTS_PER_INVOICE,
  acceptsReceipt,
} from '@portal/domain/payments';
import { formatDateTime } from '@portal/domain/format';
import type { LiveSession } from '../../access/session.ts';
import { decodeSubmission } from '../../lib/attachments.ts';
import { HttpError } from '../../lib/errors.ts';
import { ownProvider } from '../../lib/ownership.ts';
import { toInvoiceDto } from './payment-dtos.ts';
import { findInvoiceRow } from './payments.repository.ts';
import type { PaymentsDeps } from './payments.service.ts';
import {
  countReceipts,
  findReceipts,
  insertReceipts,
  listReceiptsOf,
  lockInvoice,
  ownsInvoice,
} from './receipts.repository.ts';

const isReceiptType = (contentType: string) => RECEIPT_CONTENT_TYPES.includes(contentType);

/**
 * POST .../facturas/{factura}/comprobantes: the files are checked as the support centre checks
 * them, then only PDFs and pictures pass; they are kept with the invoice in one transaction that
 * holds it. Another provider's invoice is a 404; a settled one, or one already full, a 409.
 */
export async function attachReceipts(
  deps: PaymentsDeps,
  session: LiveSession,
  params: { code: number; factura: number },
  files: readonly RudiFile[],
): Promise<ReceiptResponse> {
  ownProvider(session.providerId, params.code);
  const decoded = decodeSubmission(files);
  if (!decoded.every((file) => isReceiptType(file.contentType))) {
    throw new HttpError(400, RECEIPT_MESSAGES.notPdfOrImage, 'RECEIPT_TYPE');
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, session.providerId, params.factura);
    if (!invoice) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
    if (!acceptsReceipt(invoice.estado)) {
      throw new HttpError(409, RECEIPT_MESSAGES.settled, 'INVOICE_SETTLED');
    }
    if ((await countReceipts(tx, invoice.id)) + decoded.length > RECEIPTS_PER_INVOICE) {
      throw new HttpError(409, RECEIPT_MESSAGES.tooMany, 'TOO_MANY_RECEIPTS');
    }
    await insertReceipts(
      tx,
      decoded.map((file) => ({
        invoiceId: invoice.id,
        userId: session.userId,
        fileName: file.fileName,
        extension: file.extension,
        contentType: file.contentType,
        sizeBytes: file.content.length,
        content: file.content,
        createdAt: now,
      })),
    );
  });
  const [row, receipts] = await Promise.all([
    findInvoiceRow(deps.db, session.providerId, params.factura),
    findReceipts(deps.db, params.factura),
  ]);
  if (!row) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  return {
    mensaje: RECEIPT_MESSAGES.saved,
    factura: toInvoiceDto(row),
    comprobantes: receipts.map((receipt) => ({
      id: receipt.id,
      fileName: receipt.fileName,
      fecha: formatDateTime(receipt.createdAt),
    })),
  };
}

/** GET .../facturas/{factura}/comprobantes: another provider's invoice is a 404. */
export async function listReceipts(
  deps: PaymentsDeps,
  session: LiveSession,
  params: { code: number; factura: number },
): Promise<ReceiptsResponse> {
  ownProvider(session.providerId, params.code);
  if (!(await ownsInvoice(deps.db, session.providerId, params.factura))) {
    throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  }
  const rows = await listReceiptsOf(deps.db, params.factura);
  return {
    factura: params.factura,
    comprobantes: rows.map((row) => ({
      id: row.id,
      fileName: row.fileName,
      tamano: row.sizeBytes,
      fecha: formatDateTime(row.createdAt),
      usuario: `${row.nombre} ${row.apellido}`,
    })),
  };
}
