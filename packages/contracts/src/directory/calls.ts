import { defineCall } from '../call.ts';
import {
  directoryLocalitiesQuery,
  directoryLocalitiesResponse,
  directoryNamesQuery,
  directoryNamesResponse,
  directorySearchQuery,
  directorySearchResponse,
  directorySpecialtiesQuery,
  directorySpecialtiesResponse,
} from './schemas.ts';

/*
 * The provider directory (spec §7 Provider directory, Medical attention 'cartilla'): the same
 * four calls twice, behind atencion-medica for the cartilla pages and public for the visitors'
 * home. The directory holds no patient data, so both answer the same.
 */
const tag = 'directory';
const PRIVATE = '/pre/v1/cartilla';
const PUBLIC = '/pre/v1/publico/cartilla';
const cartilla = { tag, access: { module: 'atencion-medica' } } as const;
const visitor = { tag, access: 'public' } as const;

const specialties = {
  method: 'GET',
  query: directorySpecialtiesQuery,
  response: directorySpecialtiesResponse,
} as const;
const localities = {
  method: 'GET',
  query: directoryLocalitiesQuery,
  response: directoryLocalitiesResponse,
} as const;
const names = {
  method: 'GET',
  query: directoryNamesQuery,
  response: directoryNamesResponse,
} as const;
const search = {
  method: 'GET',
  query: directorySearchQuery,
  response: directorySearchResponse,
} as const;

export const directorySpecialtiesCall = defineCall({
  ...cartilla,
  ...specialties,
  path: `${PRIVATE}/especialidades`,
  summary: 'The specialties of a directory section (1 specialties, 2 urgent care, 4 institutions)',
});
export const directoryLocalitiesCall = defineCall({
  ...cartilla,
  ...localities,
  path: `${PRIVATE}/localidades`,
  summary: 'Locality suggestions (address autocomplete) from 3 characters',
});
export const directoryNamesCall = defineCall({
  ...cartilla,
  ...names,
  path: `${PRIVATE}/nombres`,
  summary: 'Name (ape_razon) suggestions of a section from 3 characters',
});
export const directorySearchCall = defineCall({
  ...cartilla,
  ...search,
  path: `${PRIVATE}/prestadores`,
  summary: 'Directory search: a section by specialty, near a locality, by name; pages of 6',
});

export const publicDirectorySpecialtiesCall = defineCall({
  ...visitor,
  ...specialties,
  path: `${PUBLIC}/especialidades`,
  summary: 'Public directory: the specialties of a section',
});
export const publicDirectoryLocalitiesCall = defineCall({
  ...visitor,
  ...localities,
  path: `${PUBLIC}/localidades`,
  summary: 'Public directory: locality suggestions',
});
export const publicDirectoryNamesCall = defineCall({
  ...visitor,
  ...names,
  path: `${PUBLIC}/nombres`,
  summary: 'Public directory: name suggestions',
});
export const publicDirectorySearchCall = defineCall({
  ...visitor,
  ...search,
  path: `${PUBLIC}/prestadores`,
  summary: 'Public directory search, as the cartilla pages search',
});

export const directoryCalls = [
  directorySpecialtiesCall,
  directoryLocalitiesCall,
  directoryNamesCall,
  directorySearchCall,
  publicDirectorySpecialtiesCall,
  publicDirectoryLocalitiesCall,
  publicDirectoryNamesCall,
  publicDirectorySearchCall,
] as const;
