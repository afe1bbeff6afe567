import {
  AFFILIATE_PART_DIGITS,
  parseAffiliateNumber,
  type AffiliateNumberParse,
} from './affiliate-number.ts';

/**
 * What the digital credential's code carries (ADR 0038): the QR holds the affiliate number as
 * printed, "30000001 1 01"; a one-dimensional barcode, which holds digits only, holds the three
 * parts zero-padded to their full width, "300000010101" (8 + 2 + 2 digits).
 */
export const CREDENTIAL_BARCODE_DIGITS =
  AFFILIATE_PART_DIGITS.contra + AFFILIATE_PART_DIGITS.middle + AFFILIATE_PART_DIGITS.inte;

export const CREDENTIAL_PAYLOAD_MESSAGE =
  'El código leído no es una credencial de afiliado. Probá de nuevo o escribí el número.';

/** Reads a scanned credential into an affiliate number, or says it is not one. */
export function parseCredentialPayload(text: string): AffiliateNumberParse {
  const trimmed = text.trim();
  if (new RegExp(`^\\d{${CREDENTIAL_BARCODE_DIGITS}}$`).test(trimmed)) {
    const contra = trimmed.slice(0, AFFILIATE_PART_DIGITS.contra);
    const middle = trimmed.slice(AFFILIATE_PART_DIGITS.contra, -AFFILIATE_PART_DIGITS.inte);
    const inte = trimmed.slice(-AFFILIATE_PART_DIGITS.inte);
    return parseAffiliateNumber(`${contra} ${middle} ${inte}`);
  }
  const parsed = parseAffiliateNumber(trimmed);
  return parsed.ok ? parsed : { ...parsed, message: CREDENTIAL_PAYLOAD_MESSAGE };
}
