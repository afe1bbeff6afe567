import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PermissionKey } from '@portal/domain';
import {
  agreedServicesQuery,
  agreedServicesResponse,
  cartillaQuery,
  cartillaResponse,
  circlesResponse,
  coverageQuery,
  coverageResponse,
  createTerminalRequest,
  diagnosesResponse,
  diagnosisByCodeRequest,
  diagnosisByNameQuery,
  errorResponse,
  isAuthorizableQuery,
  isAuthorizableResponse,
  placeParams,
  placesQuery,
  placesResponse,
  providerPathParams,
  servicesQuery,
  servicesResponse,
  terminalDto,
  terminalsQuery,
  terminalsResponse,
} from '@portal/contracts';
import type { LiveSession } from '../../access/session.ts';
import {
  agreedServicesOf,
  authorizable,
  coverageCheck,
  diagnosesByCode,
  diagnosesByName,
  searchServices,
  type LookupDeps,
} from './coverage.service.ts';
import {
  attentionPlaces,
  circlesOf,
  registerTerminal,
  terminals,
  validateCartilla,
} from './places.service.ts';

export interface LookupScope extends LookupDeps {
  /** e.g. '/pre/v1/validador' */
  base: string;
  module: PermissionKey;
  tag: string;
}

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

const providerOf = (session: LiveSession | null) => session!.providerId;

/**
 * The coverage and directory lookups (spec §7 "Affiliates and coverage", "Attention places
 * and terminals"), mounted once per module that needs them, behind that module's permission
 * (docs/decisions/0007).
 */
export const lookupRoutes: FastifyPluginAsyncZod<LookupScope> = async (app, scope) => {
  const { base: prefix, tag } = scope;
  const config = { access: { module: scope.module } };

  app.get(
    `${prefix}/cobertura`,
    {
      config,
      schema: {
        tags: [tag],
        summary: 'Coverage check of a service for an affiliate (null: no coverage data)',
        querystring: coverageQuery,
        response: { 200: coverageResponse, ...errors },
      },
    },
    (request) => coverageCheck(scope, providerOf(request.session), request.query),
  );

  app.get(
    `${prefix}/esautorizable`,
    {
      config,
      schema: {
        tags: [tag],
        summary: 'Whether a service of a nomenclator can be authorized',
        querystring: isAuthorizableQuery,
        response: { 200: isAuthorizableResponse, ...errors },
      },
    },
    (request) => authorizable(scope, request.query.prestac, request.query.nomen),
  );

  app.get(
    `${prefix}/prestaciones`,
    {
      config,
      schema: {
        tags: [tag],
        summary: 'Services by code prefix or description (type-ahead)',
        querystring: servicesQuery,
        response: { 200: servicesResponse, ...errors },
      },
    },
    (request) => searchServices(scope, request.query),
  );

  app.get(
    `${prefix}/prestaciones-convenio`,
    {
      config,
      schema: {
        tags: [tag],
        summary: "The provider's agreed services in force on a day",
        querystring: agreedServicesQuery,
        response: { 200: agreedServicesResponse, ...errors },
      },
    },
    (request) => agreedServicesOf(scope, providerOf(request.session), request.query),
  );

  // A search, not a write: read-only sessions may use it.
  app.post(
    `${prefix}/diagnosticos`,
    {
      config: { ...config, readOnlySafe: true },
      schema: {
        tags: [tag],
        summary: 'ICD-10 diagnoses whose code starts with the one given',
        body: diagnosisByCodeRequest,
        response: { 200: diagnosesResponse, ...errors },
      },
    },
    (request) => diagnosesByCode(scope, request.body.codigo),
  );

  app.get(
    `${prefix}/diagnosticos`,
    {
      config,
      schema: {
        tags: [tag],
        summary: 'ICD-10 diagnoses by denomination',
        querystring: diagnosisByNameQuery,
        response: { 200: diagnosesResponse, ...errors },
      },
    },
    (request) => diagnosesByName(scope, request.query.denominacion, request.query.limit),
  );

  app.get(
    `${prefix}/:id/lugaresDeAtencion`,
    {
      config,
      schema: {
        tags: [tag],
        summary: "The provider's attention places in force on a day",
        params: providerPathParams,
        querystring: placesQuery,
        response: { 200: placesResponse, ...errors },
      },
    },
    (request) =>
      attentionPlaces(scope, providerOf(request.session), request.params.id, request.query.fecha),
  );

  app.get(
    `${prefix}/:id/lugaresDeAtencion/:place/validarCartillaAfiliado`,
    {
      config,
      schema: {
        tags: [tag],
        summary: "Whether a place attends the affiliate's directory (cartilla)",
        params: placeParams,
        querystring: cartillaQuery,
        response: { 200: cartillaResponse, ...errors },
      },
    },
    (request) =>
      validateCartilla(
        scope,
        providerOf(request.session),
        request.params,
        request.query.codigoCartilla,
      ),
  );

  app.get(
    `${prefix}/:id/terminales`,
    {
      config,
      schema: {
        tags: [tag],
        summary: "The provider's connectivity terminals",
        params: providerPathParams,
        querystring: terminalsQuery,
        response: { 200: terminalsResponse, ...errors },
      },
    },
    (request) =>
      terminals(
        scope,
        providerOf(request.session),
        request.params.id,
        request.query.codigoEmpresaConectividad,
      ),
  );

  app.post(
    `${prefix}/terminales`,
    {
      config,
      schema: {
        tags: [tag],
        summary: 'Register a connectivity terminal for the provider',
        body: createTerminalRequest,
        response: { 201: terminalDto, ...errors },
      },
    },
    async (request, reply) => {
      const created = await registerTerminal(scope, providerOf(request.session), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    `${prefix}/:id/circulos`,
    {
      config,
      schema: {
        tags: [tag],
        summary: "The provider's circles (404 when none)",
        params: providerPathParams,
        response: { 200: circlesResponse, ...errors },
      },
    },
    (request) => circlesOf(scope, providerOf(request.session), request.params.id),
  );
};
