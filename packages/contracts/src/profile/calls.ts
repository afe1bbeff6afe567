import { ATTACHMENT_BODY_LIMIT_BYTES } from '@portal/domain/support-cases';
import { binaryBody, defineCall } from '../call.ts';
import {
  contactData,
  contactResponse,
  documentParams,
  documentsResponse,
  documentUpload,
  localitiesParams,
  localitiesQuery,
  localitiesResponse,
  mailTypesResponse,
  placeData,
  profilePlaceParams,
  placeSaveResponse,
  profilePlacesResponse,
  professionalData,
  profileParams,
  profileResponse,
  referencesResponse,
  requestResponse,
} from './schemas.ts';
import { LIMITS } from '@portal/domain/write-limits';

/*
 * Mis datos (tramitesonline/datos-personales), permission datos-personales. Contact data saves
 * at once; professional data, addresses and documents become a request: a contracting support
 * case (docs/decisions/0024). A section the provider's type lacks answers the permission refusal.
 */
const tag = 'profile';
const access = { module: 'datos-personales' } as const;

export const profileCall = defineCall({
  method: 'GET',
  path: '/pre/v1/usuarios/solicitar_datos_prestador/:code',
  tag,
  summary:
    "The provider's personal, professional and contact data, its sections and pending changes",
  access,
  params: profileParams,
  response: profileResponse,
});

export const profileReferencesCall = defineCall({
  method: 'GET',
  path: '/pre/v1/adp/referencias',
  tag,
  summary:
    'ADP reference lists: sex, marital status, document types, licences, languages, provinces',
  access,
  response: referencesResponse,
});

export const mailTypesCall = defineCall({
  method: 'GET',
  path: '/pre/v1/tipoMail',
  tag,
  summary: 'The contact e-mail types (tipoMail)',
  access,
  response: mailTypesResponse,
});

export const localitiesCall = defineCall({
  method: 'GET',
  path: '/pre/v1/adp/provincias/:provincia/localidades',
  tag,
  summary: 'Localities of a province whose name starts a word with the text (3 letters at least)',
  access,
  params: localitiesParams,
  query: localitiesQuery,
  response: localitiesResponse,
});

export const saveContactCall = defineCall({
  method: 'PUT',
  path: '/pre/v1/actualizar/datos/:code/contacto',
  tag,
  summary: 'Save the contact e-mails (by tipoMail) and phones at once',
  access,
  limit: LIMITS.edit,
  params: profileParams,
  body: contactData,
  response: contactResponse,
});

export const requestProfessionalChangeCall = defineCall({
  method: 'POST',
  path: '/pre/v1/actualizar/datos/:code/profesionales',
  tag,
  summary: 'Ask to change personal and professional data: opens a contracting support case',
  access,
  limit: LIMITS.edit,
  params: profileParams,
  body: professionalData,
  status: 201,
  response: requestResponse,
});

export const profilePlacesCall = defineCall({
  method: 'GET',
  path: '/pre/v1/adp/:code/lugaresAtencion',
  tag,
  summary:
    'The service addresses with hours Monday to Friday, consulting rooms and pending changes',
  access,
  params: profileParams,
  response: profilePlacesResponse,
});

export const savePlaceCall = defineCall({
  method: 'PUT',
  path: '/pre/v1/adp/:code/lugaresAtencion/:lugar',
  tag,
  summary: 'Save a service address: its phone at once; address, hours and rooms as a request',
  access,
  limit: LIMITS.edit,
  params: profilePlaceParams,
  body: placeData,
  response: placeSaveResponse,
});

export const profileDocumentsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/adp/:code/documentacion',
  tag,
  summary: "A college's required documents with expiry, state and pending replacements",
  access,
  params: profileParams,
  response: documentsResponse,
});

export const uploadDocumentCall = defineCall({
  method: 'POST',
  path: '/pre/v1/adp/:code/documentacion/:tipo',
  tag,
  summary: 'Replace a required document (PDF or picture, with its expiry): opens a support case',
  access,
  limit: LIMITS.edit,
  params: documentParams,
  body: documentUpload,
  status: 201,
  response: requestResponse,
  bodyLimit: ATTACHMENT_BODY_LIMIT_BYTES,
});

export const documentFileCall = defineCall({
  method: 'GET',
  path: '/pre/v1/adp/:code/documentacion/:tipo/archivo',
  tag,
  summary: 'The current file of a required document',
  access,
  params: documentParams,
  response: binaryBody,
  files: ['stored'],
});

export const profileCalls = [
  profileCall,
  profileReferencesCall,
  mailTypesCall,
  localitiesCall,
  saveContactCall,
  requestProfessionalChangeCall,
  profilePlacesCall,
  savePlaceCall,
  profileDocumentsCall,
  uploadDocumentCall,
  documentFileCall,
] as const;
