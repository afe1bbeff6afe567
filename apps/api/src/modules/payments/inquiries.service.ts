import type { InquiryDto } from '@portal/contracts';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import {
  PAYMENT_COMPANIES,
  PAYMENT_INQUIRY_MESSAGES,
  PAYMENT_INQUIRY_OPEN,
  PAYMENT_INQUIRY_REASONS,
  inquiryReasonText,
  inquiryStateText,
  paymentCompanyText,
} from '@portal/domain/payments';
import { formatDateTime } from '@portal/domain/format';
import { sanitizeObservation } from '@portal/domain/support-cases';
import type { LiveSession } from '../../access/session.ts';
import { HttpError } from '../../lib/errors.ts';
import { ownProvider } from '../../lib/ownership.ts';
import type { PaymentsDeps } from './payments.service.ts';
import {
  findInquiries,
  findOwnPayment,
  insertInquiry,
  type InquiryRow,
} from './inquiries.repository.ts';

function toInquiryDto(row: InquiryRow): InquiryDto {
  return {
    id: row.id,
    ordenPago: row.ordenPago,
    motivo: row.motivo,
    motivoDesc: inquiryReasonText(row.motivo),
    empresa: row.empresa,
    empresaDesc: paymentCompanyText(row.empresa),
    estado: row.estado,
    estadoDesc: inquiryStateText(row.estado),
    observacion: row.observacion,
    alta: formatDateTime(row.createdAt),
    actualizado: formatDateTime(row.updatedAt),
    respuesta: row.respuesta,
    respondida: row.answeredAt === null ? null : formatDateTime(row.answeredAt),
  };
}

const refuse = (path: string, message: string) =>
  new HttpError(422, message, 'UNKNOWN_OPTION', { details: [{ path, message }] });

/** POST .../llamado: about one of the caller's payments, with a listed reason and company. */
export async function fileInquiry(
  deps: PaymentsDeps,
  session: LiveSession,
  code: number,
  input: { pago: number; motivo: number; empresa: number; observacion?: string | undefined },
): Promise<InquiryDto> {
  ownProvider(session.providerId, code);
  if (!PAYMENT_INQUIRY_REASONS.some((reason) => reason.id === input.motivo)) {
    throw refuse('motivo', PAYMENT_INQUIRY_MESSAGES.unknownReason);
  }
  if (!PAYMENT_COMPANIES.some((company) => company.id === input.empresa)) {
    throw refuse('empresa', PAYMENT_INQUIRY_MESSAGES.unknownCompany);
  }
  const payment = await findOwnPayment(deps.db, session.providerId, input.pago);
  if (!payment) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  const now = deps.clock.now();
  const observacion = input.observacion ? sanitizeObservation(input.observacion) || null : null;
  const id = await insertInquiry(deps.db, {
    providerId: session.providerId,
    paymentId: payment.id,
    userId: session.userId,
    motivo: input.motivo,
    empresa: input.empresa,
    estado: PAYMENT_INQUIRY_OPEN,
    observacion,
    createdAt: now,
    updatedAt: now,
  });
  const [row] = await findInquiries(deps.db, session.providerId, id);
  return toInquiryDto(row!);
}

/** GET .../llamados */
export async function listInquiries(deps: PaymentsDeps, session: LiveSession, code: number) {
  ownProvider(session.providerId, code);
  const rows = await findInquiries(deps.db, session.providerId);
  return { llamados: rows.map(toInquiryDto) };
}
