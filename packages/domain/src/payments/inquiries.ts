/*
 * Payment inquiries (pagos-facturas: motivos, estados, empresas, llamado, llamados): a provider
 * asks the insurer about one payment, with a reason, and follows its state.
 */
export const PAYMENT_INQUIRY_REASONS = [
  { id: 1, descripcion: 'Pago no recibido' },
  { id: 2, descripcion: 'Diferencia en el importe' },
  { id: 3, descripcion: 'Retenciones aplicadas' },
  { id: 4, descripcion: 'Certificado de retención' },
  { id: 5, descripcion: 'Otro motivo' },
] as const;

/** 1 open on arrival; 2 the insurer is working on it; 3 answered and closed. */
export const PAYMENT_INQUIRY_STATES = [
  { id: 1, descripcion: 'Abierto' },
  { id: 2, descripcion: 'En análisis' },
  { id: 3, descripcion: 'Resuelto' },
] as const;
export const PAYMENT_INQUIRY_OPEN = 1;
/** The insurer's answer resolves the inquiry: the provider reads it and nothing waits after it. */
export const PAYMENT_INQUIRY_ANSWERED = 3;

export const PAYMENT_INQUIRY_ANSWER_MESSAGES = {
  answerRequired: 'Escribí la respuesta para el prestador.',
  notWaiting: 'Esta consulta ya fue respondida: no espera una respuesta.',
} as const;

/** The insurer's companies a payment may come from. */
export const PAYMENT_COMPANIES = [
  { id: 1, descripcion: 'Medicina Prepaga' },
  { id: 2, descripcion: 'Obra Social' },
] as const;

export const PAYMENT_INQUIRY_MESSAGES = {
  unknownReason: 'Elegí un motivo de la lista.',
  unknownCompany: 'Elegí una empresa de la lista.',
  filed: 'Tu consulta fue registrada. Te avisaremos cuando cambie su estado.',
} as const;

const describe = (list: readonly { id: number; descripcion: string }[], id: number) =>
  list.find((item) => item.id === id)?.descripcion ?? '';

export const inquiryReasonText = (id: number) => describe(PAYMENT_INQUIRY_REASONS, id);
export const inquiryStateText = (id: number) => describe(PAYMENT_INQUIRY_STATES, id);
export const paymentCompanyText = (id: number) => describe(PAYMENT_COMPANIES, id);
