/** Authorization constants of spec §4 and §9; the area's rules join them when it lands. */
export const HOSPITALIZATION_ORDER_VALIDITY_DAYS = 60;
export const SURVEY_AFTER_SAVED_AUTHORIZATIONS = 50;
export const SURVEY_AFTER_DAYS = 30;
