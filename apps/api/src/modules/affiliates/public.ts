/**
 * What other modules may use of the affiliates area: the validation answer of spec §5, so a
 * page that starts from an affiliate (censuses) answers exactly what the validator does.
 */
export { validateAffiliate, type AffiliatesDeps } from './affiliates.service.ts';
