import { URL_MAX_LENGTH } from './constants.ts';

/**
 * Observations (spec §5): accents are stripped and non-word characters are replaced by spaces.
 * Accents go first, so "Díaz ñandú" keeps its letters as "Diaz nandu". Ends are trimmed.
 */
export function sanitizeObservation(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\W/g, ' ')
    .trim();
}

export const FILE_NAME_MAX_LENGTH = 100;
/** Every allowed type's extension is shorter; the column holds 10. */
export const FILE_EXTENSION_MAX_LENGTH = 10;

/** Splits "Informe final.PDF" into its name and lower-case extension ('' when there is none). */
export function splitFileName(fileName: string): { name: string; extension: string } {
  const base = fileName.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  if (dot === -1 || dot === base.length - 1) return { name: base, extension: '' };
  return { name: base.slice(0, dot), extension: base.slice(dot + 1).toLowerCase() };
}

/**
 * File names (spec §5) are sanitised like observations and an empty name becomes an underscore;
 * the extension is kept (lower case) and the name cut to FILE_NAME_MAX_LENGTH characters. Only
 * the part after the last path separator counts, and dots inside the name become spaces, so no
 * separator, `..` or control character survives. The API stores what this answers, and that is
 * the name the provider sees in lists, the detail and the download.
 */
export function sanitizeFileName(fileName: string): {
  name: string;
  extension: string;
  fileName: string;
} {
  const { name, extension } = splitFileName(fileName);
  const clean = sanitizeObservation(name).slice(0, FILE_NAME_MAX_LENGTH).trim() || '_';
  const cleanExtension = sanitizeObservation(extension)
    .replace(/\s/g, '')
    .slice(0, FILE_EXTENSION_MAX_LENGTH);
  return {
    name: clean,
    extension: cleanExtension,
    fileName: cleanExtension ? `${clean}.${cleanExtension}` : clean,
  };
}

/** URL length (spec §5): the total must be under 255 characters. */
export function isUrlLengthValid(url: string): boolean {
  return url.length < URL_MAX_LENGTH;
}
