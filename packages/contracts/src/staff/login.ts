import { PASSWORD_MAX_LENGTH } from '@portal/domain/auth';
import { STAFF_LOGIN, STAFF_MESSAGES, STAFF_ROLES, STAFF_ROLE_LABELS } from '@portal/domain/staff';
import { plainText } from '../common-fields.ts';
import { email, password } from '../auth/login.ts';
import { z } from '../zod.ts';

/*
 * The staff's login (docs/decisions/0055): a password step answers a short-lived pending token;
 * the second-factor step trades it, with a TOTP code or a recovery code, for a staff session.
 */

/** A staff role; the console shows it by its Spanish label. */
export const staffRole = z.enum(STAFF_ROLES).meta({
  description: STAFF_ROLES.map((role) => `${role}: ${STAFF_ROLE_LABELS[role]}`).join('; '),
});

/** POST /pre/consola/v0/login */
export const staffLoginRequest = z.object({ email, password });

/** What an account without a confirmed second factor gets to add it to an authenticator app. */
export const staffEnrolment = z.object({
  /** otpauth://totp/… for a QR code. */
  uri: z.string(),
  /** The same secret in base32, to type by hand. */
  secret: z.string(),
});

export const staffLoginResponse = z.object({
  pendingToken: z.string(),
  expiresInSeconds: z.number().int(),
  /** Present on the first login (or after an administrator reset the second factor). */
  enrolment: staffEnrolment.nullable(),
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponse>;

/** POST /pre/consola/v0/login/segundo-factor: one of the two codes. */
export const staffSecondFactorRequest = z
  .object({
    pendingToken: plainText(200).min(1),
    code: plainText(20).optional(),
    recoveryCode: plainText(40).optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: 'Ingresá el código de tu aplicación o un código de recuperación.',
  });

export const staffMe = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRole),
});
export type StaffMe = z.infer<typeof staffMe>;

export const staffSessionResponse = z.object({
  token: z.string(),
  /** YYYYMMDDHHmmss, as the providers' sessions. */
  exp: z.string().regex(/^\d{14}$/),
  staff: staffMe,
  /** Only when this step confirmed the enrolment: shown once, stored hashed. */
  recoveryCodes: z.array(z.string()).nullable(),
});
export type StaffSessionResponse = z.infer<typeof staffSessionResponse>;

/** POST /pre/consola/v0/alta: a new account sets its password from the invitation. */
export const staffInvitationRequest = z.object({
  invitation: plainText(200).min(1),
  password: password.pipe(
    z
      .string()
      .min(STAFF_LOGIN.passwordMinLength, STAFF_MESSAGES.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH),
  ),
});
