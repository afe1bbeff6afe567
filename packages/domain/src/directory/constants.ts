/** Provider directory constants of spec §9; the area's rules join them when it lands. */
export const DIRECTORY_PAGE_SIZE = 6;
export const ADDRESS_MIN_CHARS = 3;
export const ADDRESS_DEBOUNCE_MS = 1_000;
