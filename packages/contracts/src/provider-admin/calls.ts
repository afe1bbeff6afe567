import { activityResponse } from '../user-management/schemas.ts';
import { defineCall } from '../call.ts';
import {
  createProviderRequest,
  localityOptions,
  localityQuery,
  providerActivityQuery,
  providerCreated,
  providerDetail,
  providerModulesRequest,
  providerModulesResponse,
  providerAdminParams,
  providerSearchPage,
  providerSearchQuery,
  providerAdminUserParams,
  providerCatalogue,
  teamMember,
  userBlockRequest,
} from './schemas.ts';

/*
 * The console's providers section (docs/decisions/0061), all under /pre/consola/v0/prestadores.
 * Contracting keeps the provider accounts; an administrator may also find a provider's user and
 * block them, the answer to a stolen password that must not wait for contracting.
 */

const tag = 'provider-admin';
const BASE = '/pre/consola/v0/prestadores';
const CONTRACTING = { staff: ['contracting'] } as const;
const CONTRACTING_OR_ADMIN = { staff: ['contracting', 'admin'] } as const;

export const providerSearchCall = defineCall({
  method: 'GET',
  path: BASE,
  tag,
  summary: 'Providers by code, CUIT, name, type and locality, a page at a time',
  access: CONTRACTING_OR_ADMIN,
  query: providerSearchQuery,
  response: providerSearchPage,
});

export const providerLocalitiesCall = defineCall({
  method: 'GET',
  path: `${BASE}/localidades`,
  tag,
  summary: "Localities by name, for a new provider's locality",
  access: CONTRACTING,
  query: localityQuery,
  response: localityOptions,
});

export const providerCatalogueCall = defineCall({
  method: 'GET',
  path: `${BASE}/modulos`,
  tag,
  summary: 'The modules the insurer may grant a provider',
  access: CONTRACTING,
  response: providerCatalogue,
});

export const providerDetailCall = defineCall({
  method: 'GET',
  path: `${BASE}/:codigo`,
  tag,
  summary: "A provider's page: its record, places, modules and team",
  access: CONTRACTING_OR_ADMIN,
  params: providerAdminParams,
  response: providerDetail,
});

export const providerActivityCall = defineCall({
  method: 'GET',
  path: `${BASE}/:codigo/actividad`,
  tag,
  summary: "A provider's team activity, newest first, as its admin reads it",
  access: CONTRACTING_OR_ADMIN,
  params: providerAdminParams,
  query: providerActivityQuery,
  response: activityResponse,
});

export const createProviderCall = defineCall({
  method: 'POST',
  path: BASE,
  tag,
  summary: 'Create a provider account and invite its first admin by e-mail',
  access: CONTRACTING,
  body: createProviderRequest,
  status: 201,
  response: providerCreated,
});

export const providerUserBlockCall = defineCall({
  method: 'PUT',
  path: `${BASE}/:codigo/usuarios/:usuario/bloqueo`,
  tag,
  summary: "Block a provider's user (their sessions end at once) or unblock them",
  access: CONTRACTING_OR_ADMIN,
  params: providerAdminUserParams,
  body: userBlockRequest,
  response: teamMember,
});

export const providerModulesCall = defineCall({
  method: 'PUT',
  path: `${BASE}/:codigo/modulos`,
  tag,
  summary: "Grant and withdraw a provider's modules: the list it has from now on",
  access: CONTRACTING,
  params: providerAdminParams,
  body: providerModulesRequest,
  response: providerModulesResponse,
});

export const providerAdminCalls = [
  providerSearchCall,
  providerLocalitiesCall,
  providerCatalogueCall,
  providerDetailCall,
  providerActivityCall,
  createProviderCall,
  providerUserBlockCall,
  providerModulesCall,
] as const;
