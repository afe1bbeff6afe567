/** Login, terms and post-login constants of spec §9 (session.ts holds the rules using them). */
export const PASSWORD_MAX_LENGTH = 30;
export const PASSWORD_REVEAL_MS = 3_000;
export const TERMS_ENTITY = 2;
export const TERMS_CHANNEL = 2;
/** The update-data campaign modal is offered until this day (inclusive), once per 24 h. */
export const CAMPAIGN_LAST_DAY = '2023-06-30';
export const CAMPAIGN_INTERVAL_MS = 24 * 60 * 60 * 1000;
