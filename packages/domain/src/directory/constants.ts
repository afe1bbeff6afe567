/** Provider directory constants of spec §9, and the limits the search adds to them. */
export const DIRECTORY_PAGE_SIZE = 6;
export const ADDRESS_MIN_CHARS = 3;
export const ADDRESS_DEBOUNCE_MS = 1_000;
/**
 * The last page a search may ask for: 6 × 5,000 cards is more than any one section, specialty
 * and locality holds, so a page past it is a bad request, not a slow empty answer.
 */
export const DIRECTORY_MAX_PAGE = 5_000;
/**
 * How far from the chosen locality the search looks (straight line). Wide enough to join a
 * city to its suburbs (Palermo to San Isidro, 16 km), narrow enough not to send a patient to
 * another city (Palermo to La Plata is 57 km).
 */
export const DIRECTORY_RADIUS_KM = 40;
/** Suggestions the locality and name autocompletes show at most. */
export const DIRECTORY_SUGGESTIONS = 10;
