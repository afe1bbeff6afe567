import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  areasParams,
  areasResponse,
  associatedEmailsResponse,
  authorizationSearchQuery,
  authorizationSearchResponse,
  caseSearchRequest,
  caseSearchResponse,
  contactCaseSearchRequest,
  managementUnitsResponse,
  motivosParams,
  motivosResponse,
  odontologyResponse,
  pendingInboxResponse,
  providerCodeParams,
} from '@portal/contracts';
import { CASE_AREA_IDS, odontologyFlag } from '@portal/domain';
import { CAP_ACCESS, capErrors, live, TAGS } from './route-common.ts';
import * as reads from './support-cases.service.ts';
import { listAreas, listManagementUnits } from './support-case-reference.repository.ts';

/** Reference lists, searches, the pending inbox and the authorization search. */
export const supportCaseReadRoutes: FastifyPluginAsyncZod<reads.CaseReadDeps> = async (
  app,
  deps,
) => {
  app.get(
    '/pre/cap/:code/unidades-gestion',
    {
      config: { access: CAP_ACCESS },
      schema: {
        tags: TAGS,
        summary: "The provider's management units",
        params: providerCodeParams,
        response: { 200: managementUnitsResponse, ...capErrors },
      },
    },
    async (request) => {
      const provider = await reads.ownProvider(
        deps.db,
        live(request.session).providerId,
        request.params.code,
      );
      return listManagementUnits(deps.db, provider.id);
    },
  );

  app.get(
    '/pre/cap/:code/Odontologia',
    {
      config: { access: CAP_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Whether the provider is an odontology provider (esOdonto S)',
        params: providerCodeParams,
        response: { 200: odontologyResponse, ...capErrors },
      },
    },
    async (request) => {
      const provider = await reads.ownProvider(
        deps.db,
        live(request.session).providerId,
        request.params.code,
      );
      return { esOdonto: odontologyFlag(provider.esOdonto) };
    },
  );

  app.get(
    '/pre/cap/:ambit/areas-consulta',
    {
      config: { access: CAP_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Areas of consultation of an ambit',
        params: areasParams,
        response: { 200: areasResponse, ...capErrors },
      },
    },
    async (request) =>
      (await listAreas(deps.db, request.params.ambit)).map((row) => ({
        ...row,
        area: row.area as 'contrataciones' | 'autorizaciones' | 'liquidaciones',
      })),
  );

  app.get(
    '/pre/cap/:id/:type/:flag/motivos',
    {
      config: { access: CAP_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Reasons of an area for a provider type and odontology flag',
        params: motivosParams,
        response: { 200: motivosResponse, ...capErrors },
      },
    },
    (request) =>
      reads.reasonsOf(deps.db, request.params.id, {
        tipo: request.params.type,
        odontology: request.params.flag === 'S',
      }),
  );

  app.get(
    '/pre/v1/motivos-web/autorizaciones',
    {
      config: { access: CAP_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Authorization case categories (spec §5)',
        response: { 200: motivosResponse, ...capErrors },
      },
    },
    () => reads.reasonsOf(deps.db, CASE_AREA_IDS.autorizaciones),
  );

  app.get(
    '/pre/v1/motivos-web/liquidaciones',
    {
      config: { access: CAP_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Settlement case reasons',
        response: { 200: motivosResponse, ...capErrors },
      },
    },
    () => reads.reasonsOf(deps.db, CASE_AREA_IDS.liquidaciones),
  );

  app.get(
    '/pre/v1/prestadores/:code/emails',
    {
      config: { access: CAP_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'E-mails associated to the provider',
        params: providerCodeParams,
        response: { 200: associatedEmailsResponse, ...capErrors },
      },
    },
    async (request) => {
      const provider = await reads.ownProvider(
        deps.db,
        live(request.session).providerId,
        request.params.code,
      );
      return reads.associatedEmails(deps.db, provider.id, provider.email);
    },
  );

  app.post(
    '/pre/v3/cap/ConsultaTramites',
    {
      config: { access: CAP_ACCESS, readOnlySafe: true },
      schema: {
        tags: TAGS,
        summary: 'Search cases (dates YYYY/MM/DD, end plus one day)',
        body: caseSearchRequest,
        response: { 200: caseSearchResponse, ...capErrors },
      },
    },
    (request) => {
      const { motivoId, ...rest } = request.body;
      return reads.searchCases(deps, live(request.session).providerId, {
        ...rest,
        ...(motivoId === undefined ? {} : { areaId: motivoId }),
      });
    },
  );

  app.post(
    '/pre/v1/contacto-prestador/consulta-tramites-contacto-prestador',
    {
      config: { access: CAP_ACCESS, readOnlySafe: true },
      schema: {
        tags: TAGS,
        summary: 'Search cases by area of consultation (dates YYYYMMDD)',
        body: contactCaseSearchRequest,
        response: { 200: caseSearchResponse, ...capErrors },
      },
    },
    (request) => {
      const { areaConsulta, ...rest } = request.body;
      return reads.searchCases(deps, live(request.session).providerId, {
        ...rest,
        ...(areaConsulta === undefined ? {} : { areaId: areaConsulta }),
      });
    },
  );

  app.get(
    '/pre/v1/cap/tramites-pendientes',
    {
      config: { access: CAP_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Pending inbox: cases waiting for the provider, last 15 days',
        response: { 200: pendingInboxResponse, ...capErrors },
      },
    },
    (request) => reads.pendingInbox(deps, live(request.session).providerId),
  );

  app.get(
    '/pre/v2/busqueda-autorizaciones',
    {
      config: { access: CAP_ACCESS },
      schema: {
        tags: TAGS,
        summary: "The provider's authorizations, to pick one for a case",
        querystring: authorizationSearchQuery,
        response: { 200: authorizationSearchResponse, ...capErrors },
      },
    },
    (request) => reads.searchAuthorizations(deps, live(request.session).providerId, request.query),
  );
};
