import type { FormErrors } from '@mantine/form';
import type { ConnectivityMessageInput, DiagnosisDto, ServiceDto } from '@portal/contracts';
import { COVERAGE_MESSAGES } from '@portal/domain/coverage';
import { CONNECTIVITY_TRANSACTION_TYPE } from '@portal/domain/connectivity';
import { formatServerDate, TYPED_DATE_INVALID } from '@portal/domain/format';
import { parseQuantity } from '@portal/domain/authorizations';
import { typedDayToServer } from '@/lib/format';

export const ENTRY_MESSAGES = {
  service: 'Elegí una prestación de la lista.',
} as const;

/**
 * What the entry form holds: the connectivity message's fields by their names, with the service
 * picked whole, the quantity and the day as typed, the terminal chosen (null: the proposed one)
 * and every diagnosis (the first travels as `icd`, the others are added to the ticket after).
 */
export interface EntryValues {
  creden: string;
  prestacion: ServiceDto | null;
  cantidad: string;
  tipoMensaje: 'IP' | 'II';
  alta: string;
  termId: string | null;
  diagnoses: DiagnosisDto[];
}

/** What the form needs besides its values: today, and the terminal it sends. */
export interface EntryContext {
  now: Date;
  terminal: string | null;
  /** The provider has active terminals, so the message must name one (AP terminal rule). */
  needsTerminal: boolean;
}

/** The message of spec §3 for the values; what cannot be read yet is left for the rules to say. */
export function toEntryBody(values: EntryValues, context: EntryContext): ConnectivityMessageInput {
  const alta = typedDayToServer(values.alta);
  const [main] = values.diagnoses;
  return {
    creden: values.creden,
    prestacion: values.prestacion?.codigo ?? '',
    cantidad: parseQuantity(values.cantidad),
    tipoMensaje: values.tipoMensaje,
    tipo: CONNECTIVITY_TRANSACTION_TYPE,
    ...(alta ? { alta, fecdif: alta === formatServerDate(context.now) ? 'N' : 'S' } : {}),
    manual: 'S',
    ...(context.terminal ? { termId: context.terminal } : {}),
    ...(main ? { icd: main.codigo } : {}),
  };
}

/** The form's own words, over the schema's on the same field: a pick, a typed day, a terminal. */
export function entryRules(values: EntryValues, context: EntryContext): FormErrors {
  const errors: FormErrors = {};
  if (!values.prestacion) errors.prestacion = ENTRY_MESSAGES.service;
  if (!typedDayToServer(values.alta)) errors.alta = TYPED_DATE_INVALID;
  if (context.needsTerminal && !context.terminal) {
    errors.termId = COVERAGE_MESSAGES.terminalRequired;
  }
  return errors;
}
