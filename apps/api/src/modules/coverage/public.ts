/**
 * What other modules may use of the coverage area: the facts of a coverage query and the §4/§5
 * assessment over them (connectivity's entries and eligibility decide with the same rules).
 */
export {
  findCoverageFacts,
  findDiagnosis,
  findExceptedServices,
  findProviderConnectivity,
} from './coverage.repository.ts';
/** The ICD-10 type-ahead, which receta-digital mounts behind its own permission. */
export { assessCoverage, diagnosesByCode, diagnosesByName } from './coverage.service.ts';
export { findPlaces } from './places.repository.ts';
