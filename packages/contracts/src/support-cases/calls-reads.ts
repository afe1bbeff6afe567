import { defineCall, eventStreamBody } from '../call.ts';
import { CAP_ACCESS as access, CAP_TAG as tag } from './access.ts';
import {
  areasParams,
  areasResponse,
  associatedEmailsResponse,
  caseSearchRequest,
  caseSearchResponse,
  contactCaseSearchRequest,
  managementUnitsResponse,
  motivosParams,
  motivosResponse,
  odontologyResponse,
  pendingInboxResponse,
  providerCodeParams,
} from './reads.ts';
import { authorizationSearchQuery, authorizationSearchResponse } from './detail.ts';

/** Support centre reads: reference lists, searches, the pending inbox and its live stream. */

export const managementUnitsCall = defineCall({
  method: 'GET',
  path: '/pre/cap/:code/unidades-gestion',
  tag,
  summary: "The provider's management units",
  access,
  params: providerCodeParams,
  response: managementUnitsResponse,
});

export const odontologyCall = defineCall({
  method: 'GET',
  path: '/pre/cap/:code/Odontologia',
  tag,
  summary: 'Whether the provider is an odontology provider (esOdonto S)',
  access,
  params: providerCodeParams,
  response: odontologyResponse,
});

export const areasCall = defineCall({
  method: 'GET',
  path: '/pre/cap/:ambit/areas-consulta',
  tag,
  summary: 'Areas of consultation of an ambit',
  access,
  params: areasParams,
  response: areasResponse,
});

export const motivosCall = defineCall({
  method: 'GET',
  path: '/pre/cap/:id/:type/:flag/motivos',
  tag,
  summary: 'Reasons of an area for a provider type and odontology flag',
  access,
  params: motivosParams,
  response: motivosResponse,
});

export const authorizationMotivosCall = defineCall({
  method: 'GET',
  path: '/pre/v1/motivos-web/autorizaciones',
  tag,
  summary: 'Authorization case categories (spec §5)',
  access,
  response: motivosResponse,
});

export const settlementMotivosCall = defineCall({
  method: 'GET',
  path: '/pre/v1/motivos-web/liquidaciones',
  tag,
  summary: 'Settlement case reasons',
  access,
  response: motivosResponse,
});

export const associatedEmailsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/prestadores/:code/emails',
  tag,
  summary: 'E-mails associated to the provider',
  access,
  params: providerCodeParams,
  response: associatedEmailsResponse,
});

/** A search changes nothing, so read-only sessions may search too. */
export const caseSearchCall = defineCall({
  method: 'POST',
  path: '/pre/v3/cap/ConsultaTramites',
  tag,
  summary: 'Search cases (dates YYYY/MM/DD, end plus one day)',
  access,
  readOnlySafe: true,
  body: caseSearchRequest,
  response: caseSearchResponse,
});

export const contactCaseSearchCall = defineCall({
  method: 'POST',
  path: '/pre/v1/contacto-prestador/consulta-tramites-contacto-prestador',
  tag,
  summary: 'Search cases by area of consultation (dates YYYYMMDD)',
  access,
  readOnlySafe: true,
  body: contactCaseSearchRequest,
  response: caseSearchResponse,
});

export const pendingInboxCall = defineCall({
  method: 'GET',
  path: '/pre/v1/cap/tramites-pendientes',
  tag,
  summary: 'Pending inbox: cases waiting for the provider, last 15 days',
  access,
  response: pendingInboxResponse,
});

export const authorizationSearchCall = defineCall({
  method: 'GET',
  path: '/pre/v2/busqueda-autorizaciones',
  tag,
  summary: "The provider's authorizations, to pick one for a case",
  access,
  query: authorizationSearchQuery,
  response: authorizationSearchResponse,
});

/**
 * Server-sent events of the caller's provider (docs/decisions/0011), read with fetch so the
 * bearer travels in a header: `inbox` (inboxEvent) on connect and when the count changes,
 * `etapa` (stageEvent) when a stage is added to one of the provider's cases.
 */
export const caseEventsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/cap/eventos',
  tag,
  summary: 'Live updates (text/event-stream): inbox count and new stages',
  access,
  response: eventStreamBody,
});
