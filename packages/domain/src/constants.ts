/** Business constants and limits of spec §9. */
export const HTTP_TIMEOUT_MS = 20_000;
export const TOAST_DURATION_MS = 12_000;
export const CASE_SEARCH_WINDOW_DAYS = 15;
export const PENDING_INBOX_WINDOW_DAYS = 15;
export const DIRECTORY_PAGE_SIZE = 6;
export const ADDRESS_MIN_CHARS = 3;
export const ADDRESS_DEBOUNCE_MS = 1_000;
export const PASSWORD_MAX_LENGTH = 30;
export const PASSWORD_REVEAL_MS = 3_000;
export const HOSPITALIZATION_ORDER_VALIDITY_DAYS = 60;
export const SURVEY_AFTER_SAVED_AUTHORIZATIONS = 50;
export const SURVEY_AFTER_DAYS = 30;
export const CONNECTIVITY_COMPANY_CODE = 9;
export const TERMS_ENTITY = 2;
export const TERMS_CHANNEL = 2;
export const TERMINAL_CHANNEL = 90;
export const MOBILE_BREAKPOINT_PX = 768;
/** The update-data campaign modal is offered until this day (inclusive), once per 24 h. */
export const CAMPAIGN_LAST_DAY = '2023-06-30';
export const CAMPAIGN_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const URL_MAX_LENGTH = 255;
export const BASE_PATH = '/prestadores';
export const API_PREFIX = '/pre';
