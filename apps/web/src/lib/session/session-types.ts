import type { LoginResponse, UserDetail, UserPermissionsDto } from '@portal/contracts';
import type { AppMode } from '@portal/domain/session';

/**
 * What user_data holds: the user detail plus the two user-config fields that spec §3 gives no
 * key of their own (the menu needs medicalHistoryEnable; the banner needs the mode).
 */
export interface StoredUser extends UserDetail {
  medicalHistoryEnable: boolean;
  mode: AppMode;
}

/** A logged-in session, as kept in memory and (spec §3 keys) in localStorage. */
export interface Session {
  token: string;
  /** YYYYMMDDHHmmss */
  exp: string;
  /** The login response, stored encrypted. */
  auth: LoginResponse;
  user: StoredUser;
  permissions: UserPermissionsDto;
  termsAccepted: boolean;
  doc24: boolean;
  surveyResponse: string | null;
  isCircle: boolean;
  managementUnit: number[];
  hospitalizationInAffiliateValidation: boolean;
}

/** The externalAuth entry of spec §3: an impersonated or read-only session to re-establish. */
export interface ExternalAuthEntry {
  code: string;
  /** YYYYMMDDHHmmss */
  exp: string;
  model: { soloLectura?: boolean; impersonado?: boolean };
}
