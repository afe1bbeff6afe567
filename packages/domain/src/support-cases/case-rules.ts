import type { FieldProblem } from '../app/field-problem.ts';
import { VOUCHER_TYPES } from './areas.ts';

/** E-mails on a case (spec §5): if none are selected, the logged-in provider's e-mail is used. */
export function caseEmails(selected: readonly string[], loggedInEmail: string): string[] {
  const picked = [...new Set(selected.map((email) => email.trim()).filter(Boolean))];
  return picked.length > 0 ? picked : [loggedInEmail];
}

export interface SettlementFileInput {
  numero?: string | null;
  comprobante?: { numero?: string | null; tipo?: string | null } | null;
}

export interface SettlementCaseFields {
  oficina: 1;
  numero: string;
  comprobante: { numero: string; tipo: string };
}

export const SETTLEMENT_MESSAGES = {
  expedienteRequired: 'Ingresá el número de expediente.',
  comprobanteRequired: 'Ingresá el número de comprobante.',
  tipoRequired: 'Elegí el tipo de comprobante.',
} as const;

/** Where each settlement field travels in the new-case body (`capObject.expediente`). */
export const SETTLEMENT_FIELD_PATHS = {
  numero: 'capObject.expediente.numero',
  comprobanteNumero: 'capObject.expediente.comprobante.numero',
  comprobanteTipo: 'capObject.expediente.comprobante.tipo',
} as const;

/**
 * Settlement case (spec §5): needs the expediente number and the comprobante number (trimmed)
 * and type. Answers the cleaned expediente (office 1) or the problems, one per missing field,
 * each naming its path in the new-case body so a form shows it on that field.
 */
export function settlementCaseFields(
  input: SettlementFileInput | null | undefined,
): { ok: true; expediente: SettlementCaseFields } | { ok: false; problems: FieldProblem[] } {
  const numero = input?.numero?.trim() ?? '';
  const comprobanteNumero = input?.comprobante?.numero?.trim() ?? '';
  const tipo = input?.comprobante?.tipo?.trim() ?? '';
  const problems: FieldProblem[] = [];
  const refuse = (path: string, message: string) => problems.push({ path, message });
  if (!numero) refuse(SETTLEMENT_FIELD_PATHS.numero, SETTLEMENT_MESSAGES.expedienteRequired);
  if (!comprobanteNumero)
    refuse(SETTLEMENT_FIELD_PATHS.comprobanteNumero, SETTLEMENT_MESSAGES.comprobanteRequired);
  if (!VOUCHER_TYPES.some((type) => type.id === tipo))
    refuse(SETTLEMENT_FIELD_PATHS.comprobanteTipo, SETTLEMENT_MESSAGES.tipoRequired);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    expediente: { oficina: 1, numero, comprobante: { numero: comprobanteNumero, tipo } },
  };
}

/**
 * Request-save errors (spec §7): a 400 shows its own message; anything else reads 'Error'. The
 * write limit's 429 (this product's own) shows its message too: it says when to retry.
 */
export function caseSaveErrorText(error: { statusCode?: number; message?: string }): string {
  return (error.statusCode === 400 || error.statusCode === 429) && error.message
    ? error.message
    : 'Error';
}

/** Odontology provider (spec §5): the esOdonto flag 'S'. */
export function isOdontologyProvider(esOdonto: string | null | undefined): boolean {
  return esOdonto === 'S';
}

/** The flag as the motivos call takes it. */
export const odontologyFlag = (esOdonto: boolean): 'S' | 'N' => (esOdonto ? 'S' : 'N');
