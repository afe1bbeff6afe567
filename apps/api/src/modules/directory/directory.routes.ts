import type { FastifyInstance } from 'fastify';
import {
  directoryLocalitiesCall,
  directoryNamesCall,
  directorySearchCall,
  directorySpecialtiesCall,
  publicDirectoryLocalitiesCall,
  publicDirectoryNamesCall,
  publicDirectorySearchCall,
  publicDirectorySpecialtiesCall,
} from '@portal/contracts';
import { routeCall } from '../../lib/call-route.ts';
import {
  localitySuggestions,
  nameSuggestions,
  searchDirectory,
  sectionSpecialties,
  type DirectoryDeps,
} from './directory.service.ts';

/**
 * The calls of `directoryCalls`: the cartilla's (atencion-medica) and the visitors' answer the
 * same, the directory holding no patient data.
 */
export function directoryRoutes(app: FastifyInstance, deps: DirectoryDeps): void {
  for (const call of [directorySpecialtiesCall, publicDirectorySpecialtiesCall]) {
    routeCall(app, call, (request) => sectionSpecialties(deps, request.query.seccion));
  }
  for (const call of [directoryLocalitiesCall, publicDirectoryLocalitiesCall]) {
    routeCall(app, call, (request) => localitySuggestions(deps, request.query.search));
  }
  for (const call of [directoryNamesCall, publicDirectoryNamesCall]) {
    routeCall(app, call, (request) =>
      nameSuggestions(deps, request.query.seccion, request.query.search),
    );
  }
  for (const call of [directorySearchCall, publicDirectorySearchCall]) {
    routeCall(app, call, (request) => searchDirectory(deps, request.query));
  }
}
