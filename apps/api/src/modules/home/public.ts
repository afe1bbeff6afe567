/**
 * What the rest of the API may use of the home area: keeping a validation for the user's
 * recent validations (the validator calls it once it has answered).
 */
export { recordValidation } from './recent-validations.service.ts';
