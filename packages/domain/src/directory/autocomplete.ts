import { ADDRESS_MIN_CHARS } from './constants.ts';

/**
 * Whether the autocomplete asks the server for what the user typed (spec §9: from 3
 * characters; spaces around do not count). The 1000 ms pause is the caller's debounce.
 */
export function shouldSuggest(text: string): boolean {
  return text.trim().length >= ADDRESS_MIN_CHARS;
}

/** One locality suggestion as the list shows it: 'Palermo, Comuna 14, Ciudad Autónoma de …'. */
export function localityLabel(suggestion: {
  deno_loca: string;
  deno_part: string;
  deno_prov: string;
}): string {
  return [suggestion.deno_loca, suggestion.deno_part, suggestion.deno_prov].join(', ');
}
