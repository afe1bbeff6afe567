import { existsSync, readdirSync } from 'node:fs';
import type { CapabilityStatementRestResource } from '@medplum/fhirtypes';
import type { FastifyInstance } from 'fastify';
import type { FhirScope } from '@portal/contracts';
import type { PermissionKey } from '@portal/domain/access';
import type { AreaServices } from '../../../areas.ts';

/**
 * What a FHIR route declares in its `config.fhir`: public (the directory, metadata), or the scope
 * its token must carry and, where the portal guards the same data behind a module, that
 * permission key (the portal's own guard decides it for the client's bound user).
 */
export type FhirRouteAccess =
  | {
      public: true;
      /** Answers OAuth's plain JSON, not FHIR's (token, SMART configuration). */ oauthJson?: true;
    }
  | {
      oauthJson?: never;
      scope: FhirScope;
      /**
       * The portal's key, or one chosen by the search's parameters where one FHIR search serves
       * two portal pages behind different keys (payments and settlements, ADR 0072).
       */
      module?: PermissionKey | ModuleOfQuery;
      write?: boolean;
    };

/** The permission key a request's query string asks for. */
export type ModuleOfQuery = (query: Readonly<Record<string, unknown>>) => PermissionKey;

/** The permission key of a route's access for a query (none on a public route). */
export function moduleOf(
  access: FhirRouteAccess,
  query: Readonly<Record<string, unknown>>,
): PermissionKey | null {
  if ('public' in access || access.module === undefined) return null;
  return typeof access.module === 'function' ? access.module(query) : access.module;
}

/** The portal user a FHIR client acts as, set by the auth hook on every protected route. */
export interface FhirCaller {
  clientId: string;
  providerId: number;
  userId: number;
  scopes: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    fhir?: FhirRouteAccess;
  }
  interface FastifyRequest {
    fhirCaller: FhirCaller | null;
  }
}

/** What a resource module's routes are given: the app's shared services. */
export type FhirModuleDeps = AreaServices;

/**
 * A group of FHIR resources, exported as `fhirModule` by modules/fhir/<group>/<group>.fhir.ts:
 * what it implements (the CapabilityStatement is the union of these) and its routes, registered
 * inside the /fhir context (paths relative to it, e.g. '/Patient/:id').
 */
export interface FhirResourceModule {
  resources: CapabilityStatementRestResource[];
  routes(app: FastifyInstance, deps: FhirModuleDeps): void;
}

const GROUPS = new URL('../', import.meta.url);

/** The groups: the folders of modules/fhir with their <group>.fhir.ts, by name. */
export function fhirGroupNames(root: URL = GROUPS): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((group) => existsSync(new URL(`${group}/${group}.fhir.ts`, root)))
    .sort();
}

/**
 * The resource modules, found by their files as the areas are (docs/decisions/0039, 0065): a
 * group is served and named in the CapabilityStatement by having its file, so adding one edits no
 * list and the statement cannot claim what no module implements.
 */
export async function fhirResourceModules(
  root: URL = GROUPS,
): Promise<readonly { group: string; module: FhirResourceModule }[]> {
  return Promise.all(
    fhirGroupNames(root).map(async (group) => {
      const loaded = (await import(new URL(`${group}/${group}.fhir.ts`, root).href)) as {
        fhirModule?: FhirResourceModule;
      };
      if (!loaded.fhirModule)
        throw new Error(`modules/fhir/${group}/${group}.fhir.ts exports no fhirModule`);
      return { group, module: loaded.fhirModule };
    }),
  );
}
