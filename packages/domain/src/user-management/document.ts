import {
  USER_DOCUMENT_TYPES,
  USER_MANAGEMENT_MESSAGES,
  type UserDocumentType,
} from './constants.ts';

/** The number as stored: upper case, without dots, spaces or dashes people type in. */
export function normalizeDocumentNumber(text: string): string {
  return text.replace(/[.\s-]/g, '').toUpperCase();
}

/** Why a document number does not fit its type, or null when it does. */
export function documentNumberProblem(type: UserDocumentType, number: string): string | null {
  const spec = USER_DOCUMENT_TYPES.find((entry) => entry.id === type);
  if (!spec) return null;
  return spec.pattern.test(normalizeDocumentNumber(number))
    ? null
    : USER_MANAGEMENT_MESSAGES.documentShape(spec.shape);
}
