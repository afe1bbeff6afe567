import { MESSAGES } from '../app/messages.ts';

/** The affiliate number of spec §3: contract (contra), a middle part and member (inte). */
export interface AffiliateNumber {
  contra: number;
  middle: number;
  inte: number;
}

export type AffiliateNumberPart = keyof AffiliateNumber;

/** Upper bounds of each part (contract up to 8 digits, middle and member up to 2). */
export const AFFILIATE_NUMBER_LIMITS = { contra: 99_999_999, middle: 99, inte: 99 } as const;

/** How many digits each part may have, as printed on the credential. */
export const AFFILIATE_PART_DIGITS: Record<AffiliateNumberPart, number> = {
  contra: 8,
  middle: 2,
  inte: 2,
};

/** Each part's name as a front desk says it, with its place, so the message points at it. */
const PART_NAMES: Record<AffiliateNumberPart, string> = {
  contra: 'El contrato (primera parte)',
  middle: 'El número intermedio (segunda parte)',
  inte: 'El integrante (tercera parte)',
};

export const AFFILIATE_NUMBER_MESSAGES = {
  missing: MESSAGES.affiliateMissing,
  malformed:
    'El número de afiliado debe tener tres partes separadas por espacios: contrato, número intermedio e integrante (por ejemplo, 30000001 1 01).',
  zeroContract: 'El contrato (primera parte) no puede ser 0.',
  /** A part with more digits than the credential prints: the message names the part. */
  tooLong: (part: AffiliateNumberPart, digits: number) =>
    `${PART_NAMES[part]} tiene ${digits} dígitos y puede tener hasta ${AFFILIATE_PART_DIGITS[part]} (por ejemplo, 30000001 1 01).`,
} as const;

/** Why a text is not an affiliate number; `part` names the part that is wrong, when one is. */
export type AffiliateNumberProblem =
  | { kind: 'missing' }
  | { kind: 'shape' }
  | { kind: 'too-long'; part: AffiliateNumberPart; digits: number }
  | { kind: 'zero-contract'; part: 'contra' };

export type AffiliateNumberParse =
  | { ok: true; value: AffiliateNumber }
  | { ok: false; problem: AffiliateNumberProblem; message: string };

const ORDER: AffiliateNumberPart[] = ['contra', 'middle', 'inte'];

function refuse(problem: AffiliateNumberProblem): AffiliateNumberParse {
  const message =
    problem.kind === 'missing'
      ? AFFILIATE_NUMBER_MESSAGES.missing
      : problem.kind === 'shape'
        ? AFFILIATE_NUMBER_MESSAGES.malformed
        : problem.kind === 'too-long'
          ? AFFILIATE_NUMBER_MESSAGES.tooLong(problem.part, problem.digits)
          : AFFILIATE_NUMBER_MESSAGES.zeroContract;
  return { ok: false, problem, message };
}

/**
 * Reads "contra middle inte" as typed at a front desk: leading, trailing and repeated spaces
 * (or tabs, or non-breaking spaces pasted from a spreadsheet) are tolerated. A refusal says
 * what is wrong: anything but three groups of digits gets the expected shape; three groups get
 * the first part with more digits than the credential prints, by name (a 21-digit
 * contract is "too long", not "needs three parts").
 */
export function parseAffiliateNumber(text: string | null | undefined): AffiliateNumberParse {
  const trimmed = (text ?? '').replace(/[\s\u00a0]+/g, ' ').trim();
  if (trimmed === '') return refuse({ kind: 'missing' });
  const parts = trimmed.split(' ');
  if (parts.length !== 3 || !parts.every((part) => /^\d+$/.test(part))) {
    return refuse({ kind: 'shape' });
  }
  // Leading zeros are not digits of the value ("01" is member 1), so they never make it long.
  for (const [index, part] of ORDER.entries()) {
    const digits = (parts[index] ?? '').replace(/^0+(?=\d)/, '').length;
    if (digits > AFFILIATE_PART_DIGITS[part]) return refuse({ kind: 'too-long', part, digits });
  }
  const [contra, middle, inte] = parts.map(Number) as [number, number, number];
  if (contra === 0) return refuse({ kind: 'zero-contract', part: 'contra' });
  return { ok: true, value: { contra, middle, inte } };
}

/** "30000001 1 01": the member is shown with two digits, as printed on the credential. */
export function formatAffiliateNumber(number: AffiliateNumber): string {
  return `${number.contra} ${number.middle} ${String(number.inte).padStart(2, '0')}`;
}
