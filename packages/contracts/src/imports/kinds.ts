/**
 * The kinds of file the insurer imports, named alike in the CLI, the HTTP door and the docs.
 */
export const IMPORT_KINDS = [
  'affiliates',
  'plans',
  'providers',
  'settlements',
  'payments',
  'content',
] as const;
export type ImportKindName = (typeof IMPORT_KINDS)[number];

/** What a person reads for each kind (CLI report, messages). */
export const IMPORT_KIND_LABELS: Record<ImportKindName, string> = {
  affiliates: 'padrón de afiliados',
  plans: 'planes y coberturas',
  providers: 'prestadores',
  settlements: 'liquidaciones',
  payments: 'pagos',
  content: 'contenido público y guías',
};

/** The most refused rows a report lists; the count says how many there were in all. */
export const IMPORT_REPORT_MAX_PROBLEMS = 1000;
