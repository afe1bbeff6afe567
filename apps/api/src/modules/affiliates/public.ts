/**
 * What other modules may use of the affiliates area: the validation answer of spec §5, so a
 * page that starts from an affiliate (censuses) answers exactly what the validator does.
 */
export { validateAffiliate, validationAnswer, type AffiliatesDeps } from './affiliates.service.ts';
/** The one lookup a page that shows a patient's data checks the patient with (atencion-medica). */
export { findAffiliatesByNumber } from './affiliates.repository.ts';
/** The middle part of the affiliate number, for rows that keep only contra and inte. */
export { affiliateMiddle } from './middle-part.ts';
