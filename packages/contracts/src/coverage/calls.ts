import type { PermissionKey } from '@portal/domain/access';
import { defineCall } from '../call.ts';
import { providerPathParams } from '../affiliates/schemas.ts';
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
  isAuthorizableQuery,
  isAuthorizableResponse,
  placeParams,
  placesQuery,
  placesResponse,
  servicesQuery,
  servicesResponse,
  terminalDto,
  terminalsQuery,
  terminalsResponse,
} from './schemas.ts';
import { LIMITS } from '@portal/domain/write-limits';

type PathAt<Base extends string, Rest extends string> = `${Base}${Rest}` & `/pre/${string}`;

/**
 * The coverage and directory lookups (spec §7 "Affiliates and coverage", "Attention places and
 * terminals") under one module's base: the same sub-paths are mounted once per module that
 * uses them, behind that module's permission (docs/decisions/0007).
 */
export function coverageCallsAt<
  const Base extends `/pre/v1/${string}`,
  const Module extends PermissionKey,
  const Tag extends string,
>(base: Base, module: Module, tag: Tag) {
  const access = { module } as const;
  // Keeps each path's literal type (`/pre/v1/validador/cobertura`) for the web's typed client.
  const at = <const Rest extends string>(rest: Rest) => `${base}${rest}` as PathAt<Base, Rest>;
  return {
    coverageCheck: defineCall({
      method: 'GET',
      path: at('/cobertura'),
      tag,
      summary: 'Coverage check of a service for an affiliate (null: no coverage data)',
      access,
      query: coverageQuery,
      response: coverageResponse,
    }),
    isAuthorizable: defineCall({
      method: 'GET',
      path: at('/esautorizable'),
      tag,
      summary: 'Whether a service of a nomenclator can be authorized',
      access,
      query: isAuthorizableQuery,
      response: isAuthorizableResponse,
    }),
    services: defineCall({
      method: 'GET',
      path: at('/prestaciones'),
      tag,
      summary: 'Services by code prefix or description (type-ahead)',
      access,
      query: servicesQuery,
      response: servicesResponse,
    }),
    agreedServices: defineCall({
      method: 'GET',
      path: at('/prestaciones-convenio'),
      tag,
      summary: "The provider's agreed services in force on a day",
      access,
      query: agreedServicesQuery,
      response: agreedServicesResponse,
    }),
    /** A search, not a write: read-only sessions may use it. */
    diagnosesByCode: defineCall({
      method: 'POST',
      path: at('/diagnosticos'),
      tag,
      summary: 'ICD-10 diagnoses whose code starts with the one given',
      access,
      readOnlySafe: true,
      body: diagnosisByCodeRequest,
      response: diagnosesResponse,
    }),
    diagnosesByName: defineCall({
      method: 'GET',
      path: at('/diagnosticos'),
      tag,
      summary: 'ICD-10 diagnoses by denomination',
      access,
      query: diagnosisByNameQuery,
      response: diagnosesResponse,
    }),
    places: defineCall({
      method: 'GET',
      path: at('/:id/lugaresDeAtencion'),
      tag,
      summary: "The provider's attention places in force on a day",
      access,
      params: providerPathParams,
      query: placesQuery,
      response: placesResponse,
    }),
    cartilla: defineCall({
      method: 'GET',
      path: at('/:id/lugaresDeAtencion/:place/validarCartillaAfiliado'),
      tag,
      summary: "Whether a place attends the affiliate's directory (cartilla)",
      access,
      params: placeParams,
      query: cartillaQuery,
      response: cartillaResponse,
    }),
    terminals: defineCall({
      method: 'GET',
      path: at('/:id/terminales'),
      tag,
      summary: "The provider's connectivity terminals",
      access,
      params: providerPathParams,
      query: terminalsQuery,
      response: terminalsResponse,
    }),
    registerTerminal: defineCall({
      method: 'POST',
      path: at('/terminales'),
      tag,
      summary: 'Register a connectivity terminal for the provider',
      access,
      limit: LIMITS.edit,
      body: createTerminalRequest,
      status: 201,
      response: terminalDto,
    }),
    circles: defineCall({
      method: 'GET',
      path: at('/:id/circulos'),
      tag,
      summary: "The provider's circles (404 when none)",
      access,
      params: providerPathParams,
      response: circlesResponse,
    }),
  } as const;
}

/** The lookups of one base, each call by name. */
export type CoverageCallSet<
  Base extends `/pre/v1/${string}`,
  Module extends PermissionKey,
  Tag extends string,
> = ReturnType<typeof coverageCallsAt<Base, Module, Tag>>;

/** The lookups behind the affiliate validator (permission validador-de-asociados). */
export const validatorCoverageCalls = coverageCallsAt(
  '/pre/v1/validador',
  'validador-de-asociados',
  'affiliates',
);

/** The same lookups behind connectivity (permission conectividad). */
export const connectivityCoverageCalls = coverageCallsAt(
  '/pre/v1/conectividad',
  'conectividad',
  'connectivity',
);

/** The same lookups behind Alta de trámites (permission tramites-de-autorizaciones). */
export const authorizationCoverageCalls = coverageCallsAt(
  '/pre/v1/autorizaciones',
  'tramites-de-autorizaciones',
  'authorizations',
);

/** One base's calls as a list, in the order the routes were registered. */
function listed<Base extends `/pre/v1/${string}`, Module extends PermissionKey, Tag extends string>(
  calls: CoverageCallSet<Base, Module, Tag>,
) {
  return [
    calls.coverageCheck,
    calls.isAuthorizable,
    calls.services,
    calls.agreedServices,
    calls.diagnosesByCode,
    calls.diagnosesByName,
    calls.places,
    calls.cartilla,
    calls.terminals,
    calls.registerTerminal,
    calls.circles,
  ] as const;
}

export const coverageCalls = [
  ...listed(validatorCoverageCalls),
  ...listed(connectivityCoverageCalls),
  ...listed(authorizationCoverageCalls),
] as const;
