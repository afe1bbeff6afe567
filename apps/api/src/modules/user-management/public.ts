/**
 * What other modules may use of user management: a provider's team and its activity as the
 * provider's admin sees them (the insurer's console reads the same), and the access change that
 * makes every process forget a user's checks and close their streams.
 */
export { providerTeamActivity } from './activity.service.ts';
export { forgetAccess, type AccessChangeDeps } from './access-changes.ts';
export { findTeam, type TeamRow } from './users.repository.ts';
export { emailTaken, findAdminModules } from './users.repository.ts';
