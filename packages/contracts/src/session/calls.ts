import { z } from '../zod.ts';
import { renewRequest, renewResponse } from '../auth/login.ts';
import { defineCall } from '../call.ts';
import {
  externalAuthRequest,
  externalAuthResponse,
  moduleStatusParams,
  moduleStatusResponse,
  userConfigRequest,
  userConfigResponse,
} from './session.ts';
import {
  acceptTermsParams,
  acceptTermsRequest,
  acceptTermsResponse,
  termsAcceptanceResponse,
  termsQuery,
  termsResponse,
} from './terms.ts';
import { LIMITS } from '@portal/domain/write-limits';

const tag = 'session';

/** The body is optional: Fastify validates a POST without one as null, hence nullish(). */
export const userConfigCall = defineCall({
  method: 'POST',
  path: '/pre/v1/user-config',
  tag,
  summary: 'User detail and permissions (the second call after login)',
  access: 'session',
  readOnlySafe: true,
  body: userConfigRequest.nullish(),
  response: userConfigResponse,
});

export const renewSessionCall = defineCall({
  method: 'POST',
  path: '/pre/v0/auth-refresh',
  tag,
  summary: 'Renew the session (auth-refresh)',
  access: 'session',
  readOnlySafe: true,
  body: renewRequest,
  response: renewResponse,
});

export const logoutCall = defineCall({
  method: 'POST',
  path: '/pre/v0/auth-logout',
  tag,
  summary: 'End the session on the server',
  access: 'session',
  readOnlySafe: true,
  status: 204,
  response: z.null(),
});

export const externalAuthCall = defineCall({
  method: 'POST',
  path: '/pre/v0/auth-external',
  tag,
  summary: 'Re-establish an impersonated or read-only session',
  access: 'public',
  body: externalAuthRequest,
  response: externalAuthResponse,
});

export const termsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/terminos',
  tag,
  summary: 'Terms and conditions in force',
  access: 'session',
  query: termsQuery,
  response: termsResponse,
});

export const acceptTermsCall = defineCall({
  method: 'POST',
  path: '/pre/v1/:userId/terminos/:termsId/aceptar',
  tag,
  summary: 'Accept the terms',
  access: 'session',
  limit: LIMITS.edit,
  params: acceptTermsParams,
  query: termsQuery,
  body: acceptTermsRequest,
  response: acceptTermsResponse,
});

export const termsAcceptanceCall = defineCall({
  method: 'GET',
  path: '/pre/v1/terminos/aceptacion',
  tag,
  summary:
    'terminos-y-condiciones: the terms in force, their version and when the caller accepted them',
  access: { module: 'terminos' },
  response: termsAcceptanceResponse,
});

export const moduleStatusCall = defineCall({
  method: 'GET',
  path: '/pre/v1/modulos/:id',
  tag,
  summary: 'A module of the catalogue, behind its own permission',
  access: { moduleParam: 'id' },
  params: moduleStatusParams,
  response: moduleStatusResponse,
});

export const sessionCalls = [
  userConfigCall,
  renewSessionCall,
  logoutCall,
  externalAuthCall,
  termsCall,
  acceptTermsCall,
  termsAcceptanceCall,
  moduleStatusCall,
] as const;
