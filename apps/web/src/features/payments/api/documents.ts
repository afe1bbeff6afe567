import { paymentOrderPdfCall, withholdingCertificatePdfCall } from '@portal/contracts';
import type { WithholdingKind } from '@portal/domain/payments';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';

/** The payment order (proveedores/pdf) as a Blob. */
export function fetchPaymentOrderPdf(http: HttpClient, code: number, pago: number) {
  return callApi(http, paymentOrderPdfCall, { params: { code, pago } });
}

/** One withholding certificate of a payment as a Blob. */
export function fetchCertificatePdf(
  http: HttpClient,
  code: number,
  pago: number,
  impuesto: WithholdingKind,
) {
  return callApi(http, withholdingCertificatePdfCall, { params: { code, pago, impuesto } });
}
