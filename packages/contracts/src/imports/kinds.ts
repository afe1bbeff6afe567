/**
 * The kinds of file the insurer imports, named alike in the CLI, the HTTP door and the docs.
 * Later kinds (settlements, payments, content) join this list when they land.
 */
export const IMPORT_KINDS = [
  'affiliates',
  'plans',
  'providers',
  'settlements',
  'payments',
] as const;
export type ImportKindName = (typeof IMPORT_KINDS)[number];

/** What a person reads for each kind (CLI report, messages). */
export const IMPORT_KIND_LABELS: Record<ImportKindName, string> = {
  affiliates: 'padrón de afiliados',
  plans: 'planes y coberturas',
  providers: 'prestadores',
  settlements: 'liquidaciones',
  payments: 'pagos',
};

/** The most refused rows a report lists; the count says how many there were in all. */
export const IMPORT_REPORT_MAX_PROBLEMS = 1000;
