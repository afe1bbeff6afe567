import { binaryBody, defineCall } from '../call.ts';
import {
  authorizationDocumentsResponse,
  practiceGuideParams,
  practiceGuidesQuery,
  practiceGuidesResponse,
  presentationFormParams,
  presentationFormsResponse,
} from './schemas.ts';

/* The private reference pages of informacionutil, each behind its own permission key. */
const tag = 'guides';
const BASE = '/pre/v1/informacion-util';

export const presentationFormsCall = defineCall({
  method: 'GET',
  path: `${BASE}/planillas`,
  tag,
  summary: 'The presentation forms to download (spreadsheets and printed notes)',
  access: { module: 'planillas-presentaciones' },
  response: presentationFormsResponse,
});

export const presentationFormFileCall = defineCall({
  method: 'GET',
  path: `${BASE}/planillas/:id`,
  tag,
  summary: 'One presentation form as its file: XLSX or PDF',
  access: { module: 'planillas-presentaciones' },
  params: presentationFormParams,
  response: binaryBody,
  files: ['pdf', 'xlsx'],
});

export const authorizationDocumentsCall = defineCall({
  method: 'GET',
  path: `${BASE}/documentacion-autorizaciones`,
  tag,
  summary:
    'The documents each kind of authorization asks for, by service group (the same list the forms remind)',
  access: { module: 'documentacion-para-autorizaciones' },
  response: authorizationDocumentsResponse,
});

export const practiceGuidesCall = defineCall({
  method: 'GET',
  path: `${BASE}/practicas`,
  tag,
  summary: 'Clinical practice guides, searched by title words and specialty, paged',
  access: { module: 'practicas' },
  query: practiceGuidesQuery,
  response: practiceGuidesResponse,
});

export const practiceGuidePdfCall = defineCall({
  method: 'GET',
  path: `${BASE}/practicas/:id/pdf`,
  tag,
  summary: 'One clinical practice guide as a PDF, generated on request',
  access: { module: 'practicas' },
  params: practiceGuideParams,
  response: binaryBody,
  files: ['pdf'],
});

export const guidesCalls = [
  presentationFormsCall,
  presentationFormFileCall,
  authorizationDocumentsCall,
  practiceGuidesCall,
  practiceGuidePdfCall,
] as const;
