/** Support-case constants of spec §9 and §5: search and inbox windows, the URL length limit. */
export const CASE_SEARCH_WINDOW_DAYS = 15;
export const PENDING_INBOX_WINDOW_DAYS = 15;
export const URL_MAX_LENGTH = 255;
