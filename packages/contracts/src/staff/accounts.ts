import { STAFF_AUDIT_ACTIONS } from '@portal/domain/staff';
import { int32Text, plainText, serverDay } from '../common-fields.ts';
import { email } from '../auth/login.ts';
import { z } from '../zod.ts';
import { staffRole } from './login.ts';

/** A staff account as the administrators see it: never its password or second factor. */
export const staffAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRole),
  blocked: z.boolean(),
  /** Whether the account confirmed its authenticator app. */
  secondFactor: z.boolean(),
  /** Whether the person has set a password from the invitation yet. */
  invitationPending: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type StaffAccount = z.infer<typeof staffAccount>;

export const staffAccountList = z.array(staffAccount);
export const staffAccountParams = z.object({ id: int32Text() });

const roles = z.array(staffRole).max(6);

export const createStaffAccountRequest = z.object({
  email,
  name: plainText(120).trim().min(1, 'Indicá el nombre.'),
  roles: roles.min(1, 'Indicá al menos un rol.'),
});

/**
 * The new account and its invitation, shown once: the console turns it into the link the person
 * opens to set a password (no administrator ever knows it).
 */
export const staffAccountCreated = z.object({
  account: staffAccount,
  invitation: z.object({
    token: z.string(),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
});

export const staffRolesRequest = z.object({ roles });
export const staffBlockRequest = z.object({ blocked: z.boolean() });

export const staffAuditQuery = z.object({
  staffId: int32Text().optional(),
  action: z.enum(STAFF_AUDIT_ACTIONS).optional(),
  /** YYYYMMDD, first day included. */
  desde: serverDay.optional(),
  /** YYYYMMDD, last day included. */
  hasta: serverDay.optional(),
  page: int32Text().optional(),
});

export const staffAuditEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  staffId: z.number().int().nullable(),
  staffEmail: z.string().nullable(),
  action: z.enum(STAFF_AUDIT_ACTIONS),
  targetKind: z.string().nullable(),
  targetId: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntry>;

export const staffAuditPage = z.object({
  items: z.array(staffAuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
