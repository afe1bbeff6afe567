import { MESSAGES } from '../app/messages.ts';

/** The affiliate texts of spec §5, exactly as written there. */
export const AFFILIATE_MESSAGES = {
  credentialNotFound: 'Credencial Inexistente',
  validationError: 'Error en validación',
  /** §2 guard messages, for every page that needs an affiliate. */
  missing: MESSAGES.affiliateMissing,
  invalid: MESSAGES.affiliateInvalid,
  /** The credential error this server reports when the middle part is not the current one. */
  staleCredential: 'El número intermedio no corresponde a la credencial vigente del afiliado.',
} as const;

/** An affiliate is valid only when estado is '1' (spec §3, §4). */
export const AFFILIATE_VALID_ESTADO = '1';

/** Prepaga ids whose affiliates are not looked up for fiscal data (spec §7). */
export const FISCAL_LOOKUP_EXCLUDED_PREPAGAS: readonly number[] = [4, 9, 10, 11];

export function fiscalLookupApplies(prepagaId: number): boolean {
  return !FISCAL_LOOKUP_EXCLUDED_PREPAGAS.includes(prepagaId);
}

export interface AffiliateAnswer {
  affiliate?: { estado: string; estadoDesc?: string | null } | null;
  credential?: { error: boolean; error_desc?: string | null } | null;
  /** A message the server sent instead of an affiliate. */
  serverMessage?: string | null;
}

export interface AffiliateVerdict {
  isValid: boolean;
  /** What the user reads; null for a valid affiliate. */
  message: string | null;
}

const NOT_FOUND = /no\s+(se\s+)?(encontr|exist)|inexistente|not\s+found/i;

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/**
 * The §5 affiliate rules in order: a server "not found" message means 'Credencial Inexistente';
 * a credential error shows its description or 'Error en validación'; otherwise the affiliate
 * is valid only when estado is '1', else its description or 'Credencial Inexistente'.
 */
export function affiliateVerdict(answer: AffiliateAnswer): AffiliateVerdict {
  const serverMessage = blankToNull(answer.serverMessage);
  if (serverMessage && NOT_FOUND.test(serverMessage)) {
    return { isValid: false, message: AFFILIATE_MESSAGES.credentialNotFound };
  }
  if (answer.credential?.error) {
    return {
      isValid: false,
      message: blankToNull(answer.credential.error_desc) ?? AFFILIATE_MESSAGES.validationError,
    };
  }
  const affiliate = answer.affiliate;
  if (!affiliate) return { isValid: false, message: AFFILIATE_MESSAGES.credentialNotFound };
  if (affiliate.estado !== AFFILIATE_VALID_ESTADO) {
    return {
      isValid: false,
      message: blankToNull(affiliate.estadoDesc) ?? AFFILIATE_MESSAGES.credentialNotFound,
    };
  }
  return { isValid: true, message: null };
}

/** A validation that failed (network, 5xx) yields isValid false (spec §8). */
export const FAILED_AFFILIATE_VERDICT: AffiliateVerdict = {
  isValid: false,
  message: AFFILIATE_MESSAGES.validationError,
};

/**
 * The §2 guard of pages that need an affiliate: none entered, or one that is not valid.
 * Answers the message to show, or null when the page may go on.
 */
export function affiliateGuardMessage(
  entered: boolean,
  verdict: Pick<AffiliateVerdict, 'isValid'> | null,
): string | null {
  if (!entered) return AFFILIATE_MESSAGES.missing;
  if (!verdict?.isValid) return AFFILIATE_MESSAGES.invalid;
  return null;
}
