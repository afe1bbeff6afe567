import { MESSAGES } from '../messages.ts';

/** The affiliate number of spec §3: contract (contra), a middle part and member (inte). */
export interface AffiliateNumber {
  contra: number;
  middle: number;
  inte: number;
}

/** Upper bounds of each part (contract up to 8 digits, middle and member up to 2). */
export const AFFILIATE_NUMBER_LIMITS = { contra: 99_999_999, middle: 99, inte: 99 } as const;

export const AFFILIATE_NUMBER_MESSAGES = {
  missing: MESSAGES.affiliateMissing,
  malformed:
    'El número de afiliado debe tener tres partes separadas por espacios: contrato, número intermedio e integrante (por ejemplo, 30000001 1 01).',
  tooLong:
    'El número de afiliado tiene demasiados dígitos: el contrato tiene hasta 8 y el intermedio y el integrante hasta 2.',
} as const;

export type AffiliateNumberParse =
  { ok: true; value: AffiliateNumber } | { ok: false; message: string };

const PARTS = /^(\d{1,12})\s+(\d{1,4})\s+(\d{1,4})$/;

/**
 * Reads "contra middle inte" as typed at a front desk: leading, trailing and repeated spaces
 * (or tabs, or non-breaking spaces pasted from a spreadsheet) are tolerated; anything that is
 * not three groups of digits is refused with a message that shows the expected shape.
 */
export function parseAffiliateNumber(text: string | null | undefined): AffiliateNumberParse {
  const trimmed = (text ?? '').replace(/[\s\u00a0]+/g, ' ').trim();
  if (trimmed === '') return { ok: false, message: AFFILIATE_NUMBER_MESSAGES.missing };
  const match = PARTS.exec(trimmed);
  if (!match) return { ok: false, message: AFFILIATE_NUMBER_MESSAGES.malformed };
  const [contra, middle, inte] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (
    contra > AFFILIATE_NUMBER_LIMITS.contra ||
    middle > AFFILIATE_NUMBER_LIMITS.middle ||
    inte > AFFILIATE_NUMBER_LIMITS.inte
  ) {
    return { ok: false, message: AFFILIATE_NUMBER_MESSAGES.tooLong };
  }
  if (contra === 0) return { ok: false, message: AFFILIATE_NUMBER_MESSAGES.malformed };
  return { ok: true, value: { contra, middle, inte } };
}

/** "30000001 1 01": the member is shown with two digits, as printed on the credential. */
export function formatAffiliateNumber(number: AffiliateNumber): string {
  return `${number.contra} ${number.middle} ${String(number.inte).padStart(2, '0')}`;
}
