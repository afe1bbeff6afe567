import type { LoginResponse } from '@portal/contracts';
import { decryptJson, encryptJson, forgetKey } from './crypto-box';
import type { ExternalAuthEntry, Session, StoredUser } from './session/session-types';

/** localStorage keys of spec §3, spelled exactly as the spec does. */
export const SESSION_KEYS = {
  token: 'token',
  exp: 'exp',
  auth: 'auth',
  userData: 'user_data',
  userPermissions: 'user_permissions',
  termsAccepted: 'userHasAcceptedTerms',
  doc24: 'userHasDOC24Permission',
  surveyResponse: 'userSurveyResponse',
  isCircle: 'is_circle',
  managementUnit: 'managementUnit',
  hospitalization: 'hospitalizationInAffiliateValidation',
  externalAuth: 'externalAuth',
} as const;

function readJson(key: string): unknown {
  const text = localStorage.getItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const writeJson = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The session without its encrypted part; null unless every required key is readable. */
export type PlainSession = Omit<Session, 'auth'>;

export function readPlainSession(): PlainSession | null {
  const token = localStorage.getItem(SESSION_KEYS.token);
  const exp = localStorage.getItem(SESSION_KEYS.exp);
  const user = readJson(SESSION_KEYS.userData);
  const permissions = readJson(SESSION_KEYS.userPermissions);
  if (!token || !exp || !isObject(user) || !isObject(user.prestador)) return null;
  if (!isObject(permissions) || !Array.isArray(permissions.leftNavigationAndMenuButtons)) {
    return null;
  }
  const units = readJson(SESSION_KEYS.managementUnit);
  const survey = readJson(SESSION_KEYS.surveyResponse);
  return {
    token,
    exp,
    user: user as unknown as StoredUser,
    permissions: permissions as unknown as Session['permissions'],
    termsAccepted: readJson(SESSION_KEYS.termsAccepted) === true,
    doc24: readJson(SESSION_KEYS.doc24) === true,
    surveyResponse: typeof survey === 'string' ? survey : null,
    isCircle: readJson(SESSION_KEYS.isCircle) === true,
    managementUnit: Array.isArray(units) ? units.filter((u) => typeof u === 'number') : [],
    hospitalizationInAffiliateValidation: readJson(SESSION_KEYS.hospitalization) === true,
  };
}

/** Reads and decrypts the auth record; throws DecryptError when it cannot. */
export async function readAuth(): Promise<LoginResponse> {
  const cipher = localStorage.getItem(SESSION_KEYS.auth);
  if (cipher === null) throw new Error('Missing auth record');
  return decryptJson<LoginResponse>(cipher);
}

export async function saveSession(session: Session): Promise<void> {
  const cipher = await encryptJson(session.auth);
  localStorage.setItem(SESSION_KEYS.token, session.token);
  localStorage.setItem(SESSION_KEYS.exp, session.exp);
  localStorage.setItem(SESSION_KEYS.auth, cipher);
  writeJson(SESSION_KEYS.userData, session.user);
  writeJson(SESSION_KEYS.userPermissions, session.permissions);
  writeJson(SESSION_KEYS.termsAccepted, session.termsAccepted);
  writeJson(SESSION_KEYS.doc24, session.doc24);
  writeJson(SESSION_KEYS.surveyResponse, session.surveyResponse);
  writeJson(SESSION_KEYS.isCircle, session.isCircle);
  writeJson(SESSION_KEYS.managementUnit, session.managementUnit);
  writeJson(SESSION_KEYS.hospitalization, session.hospitalizationInAffiliateValidation);
}

export function saveTermsAccepted(accepted: boolean): void {
  writeJson(SESSION_KEYS.termsAccepted, accepted);
}

/** Logout and expiry clear every session key, the external auth entry and the cipher key. */
export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  forgetKey();
}

export function readExternalAuth(): ExternalAuthEntry | null {
  const entry = readJson(SESSION_KEYS.externalAuth);
  if (!isObject(entry) || typeof entry.code !== 'string' || typeof entry.exp !== 'string') {
    return null;
  }
  const model = isObject(entry.model) ? entry.model : {};
  return {
    code: entry.code,
    exp: entry.exp,
    model: { soloLectura: model.soloLectura === true, impersonado: model.impersonado === true },
  };
}

export function saveExternalAuth(entry: ExternalAuthEntry): void {
  writeJson(SESSION_KEYS.externalAuth, entry);
}

export function removeExternalAuth(): void {
  localStorage.removeItem(SESSION_KEYS.externalAuth);
}
