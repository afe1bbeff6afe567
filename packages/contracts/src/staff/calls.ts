import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import {
  createStaffAccountRequest,
  staffAccount,
  staffAccountCreated,
  staffAccountList,
  staffAccountParams,
  staffAuditPage,
  staffAuditQuery,
  staffBlockRequest,
  staffRolesRequest,
} from './accounts.ts';
import {
  staffInvitationRequest,
  staffLoginRequest,
  staffLoginResponse,
  staffMe,
  staffSecondFactorRequest,
  staffSessionResponse,
} from './login.ts';

/*
 * The insurer's console, its staff realm (docs/decisions/0055): the calls live under
 * /pre/consola/v0, a staff token opens none of the providers' calls and a provider's token none
 * of these. The login steps are public; the rest say which roles may make them.
 */

const tag = 'staff';
const ADMIN = { staff: ['admin'] } as const;

export const staffLoginCall = defineCall({
  method: 'POST',
  path: '/pre/consola/v0/login',
  tag,
  summary: 'Staff login, step 1: the password; answers a pending token (and the enrolment)',
  access: 'public',
  body: staffLoginRequest,
  response: staffLoginResponse,
});

export const staffSecondFactorCall = defineCall({
  method: 'POST',
  path: '/pre/consola/v0/login/segundo-factor',
  tag,
  summary: 'Staff login, step 2: a TOTP or recovery code; answers the staff session',
  access: 'public',
  body: staffSecondFactorRequest,
  response: staffSessionResponse,
});

export const staffInvitationCall = defineCall({
  method: 'POST',
  path: '/pre/consola/v0/alta',
  tag,
  summary: 'A new staff account sets its password from its invitation',
  access: 'public',
  body: staffInvitationRequest,
  status: 204,
  response: z.null(),
});

export const staffLogoutCall = defineCall({
  method: 'POST',
  path: '/pre/consola/v0/logout',
  tag,
  summary: 'End the staff session on the server',
  access: 'staff',
  status: 204,
  response: z.null(),
});

export const staffMeCall = defineCall({
  method: 'GET',
  path: '/pre/consola/v0/yo',
  tag,
  summary: 'Who is logged in: name and roles',
  access: 'staff',
  response: staffMe,
});

export const staffAccountsCall = defineCall({
  method: 'GET',
  path: '/pre/consola/v0/cuentas',
  tag,
  summary: 'Staff accounts (admin)',
  access: ADMIN,
  response: staffAccountList,
});

export const createStaffAccountCall = defineCall({
  method: 'POST',
  path: '/pre/consola/v0/cuentas',
  tag,
  summary: 'Create a staff account with its roles; answers its invitation once (admin)',
  access: ADMIN,
  body: createStaffAccountRequest,
  status: 201,
  response: staffAccountCreated,
});

export const staffRolesCall = defineCall({
  method: 'PUT',
  path: '/pre/consola/v0/cuentas/:id/roles',
  tag,
  summary: "Change a staff account's roles (admin)",
  access: ADMIN,
  params: staffAccountParams,
  body: staffRolesRequest,
  response: staffAccount,
});

export const staffBlockCall = defineCall({
  method: 'PUT',
  path: '/pre/consola/v0/cuentas/:id/bloqueo',
  tag,
  summary: 'Block (its sessions end at once) or unblock a staff account (admin)',
  access: ADMIN,
  params: staffAccountParams,
  body: staffBlockRequest,
  response: staffAccount,
});

export const staffResetSecondFactorCall = defineCall({
  method: 'DELETE',
  path: '/pre/consola/v0/cuentas/:id/segundo-factor',
  tag,
  summary: "Reset a staff account's second factor: it enrols again at its next login (admin)",
  access: ADMIN,
  params: staffAccountParams,
  response: staffAccount,
});

export const staffAuditCall = defineCall({
  method: 'GET',
  path: '/pre/consola/v0/auditoria',
  tag,
  summary: 'The staff audit, newest first, by staff, action and dates (admin)',
  access: ADMIN,
  query: staffAuditQuery,
  response: staffAuditPage,
});

export const staffCalls = [
  staffLoginCall,
  staffSecondFactorCall,
  staffInvitationCall,
  staffLogoutCall,
  staffMeCall,
  staffAccountsCall,
  createStaffAccountCall,
  staffRolesCall,
  staffBlockCall,
  staffResetSecondFactorCall,
  staffAuditCall,
] as const;
