/** How the insurer pays a provider (medio de pago). */
export const PAYMENT_METHODS = ['transferencia', 'cheque'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  transferencia: 'Transferencia bancaria',
  cheque: 'Cheque',
};

/** The widest range of days the payments list answers at once (two years). */
export const PAYMENTS_MAX_RANGE_DAYS = 731;
/** The default range of the payments list: the last year. */
export const PAYMENTS_DEFAULT_DAYS = 365;

export const PAYMENTS_MESSAGES = {
  rangeReversed: 'La fecha desde no puede ser posterior a la fecha hasta.',
  rangeTooWide: 'El período consultado no puede superar los 2 años.',
  foreignCuit: 'El CUIT no corresponde al prestador.',
  taxDataMissingTitle: 'Todavía no tenemos tus datos impositivos',
  taxDataMissing:
    'La obra social todavía no registró tu condición frente al IVA, tu inscripción en Ingresos Brutos ni tus exenciones. Para cargarlos, iniciá un caso de Contrataciones en el Centro de atención al prestador y adjuntá tu constancia de inscripción en ARCA (ex AFIP) y la de Ingresos Brutos.',
} as const;
