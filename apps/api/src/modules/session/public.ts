/**
 * What other modules may use of the session area: opening a session (login) and ending a
 * user's sessions inside the caller's transaction (a new password).
 */
export { openSession, type SessionDeps } from './session-tokens.ts';
export { revokeUserSessions } from './session.repository.ts';
export {
  createExternalGrant,
  ExternalGrantError,
  type ExternalGrantDeps,
  type ExternalGrantInput,
  type ExternalGrantMode,
} from './external-auth.service.ts';
export { findUserPermissions } from './session.repository.ts';
