import { binaryBody, defineCall } from '../call.ts';
import { contentConsoleCalls } from './console-calls.ts';
import {
  branchesQuery,
  branchesResponse,
  contactPhonesResponse,
  contentPageQuery,
  contentPageResponse,
  magazineIssueParams,
  magazineResponse,
  medicalCentresQuery,
  medicalCentresResponse,
  preventionProgrammeParams,
  preventionProgrammeResponse,
  preventionProgrammesResponse,
} from './schemas.ts';

/* The public site: read by any visitor, no session; cached answers (ETag, Cache-Control). */
const tag = 'content';
const BASE = '/pre/v1/contenido';
const open = { method: 'GET', tag, access: 'public' } as const;
/** Answered from the content cache: a request holding the answer's ETag gets a 304. */
const cached = { ...open, etag: true } as const;

export const contentPageCall = defineCall({
  ...cached,
  path: `${BASE}/pagina`,
  summary: 'A public page’s texts by its path',
  query: contentPageQuery,
  response: contentPageResponse,
});

export const branchesCall = defineCall({
  ...cached,
  path: `${BASE}/sucursales`,
  summary: 'The branches with their addresses and hours, searched by words (branches search)',
  query: branchesQuery,
  response: branchesResponse,
});

export const medicalCentresCall = defineCall({
  ...cached,
  path: `${BASE}/centros-medicos`,
  summary: 'The medical centres of one kind with address, phone, hours and services',
  query: medicalCentresQuery,
  response: medicalCentresResponse,
});

export const preventionProgrammesCall = defineCall({
  ...cached,
  path: `${BASE}/prevencion`,
  summary: 'The ten prevention programmes',
  response: preventionProgrammesResponse,
});

export const preventionProgrammeCall = defineCall({
  ...cached,
  path: `${BASE}/prevencion/:programa`,
  summary: 'One prevention programme with its objectives, activities and contacts',
  params: preventionProgrammeParams,
  response: preventionProgrammeResponse,
});

export const magazineCall = defineCall({
  ...cached,
  path: `${BASE}/revista`,
  summary: 'The magazine’s issues, newest first (magazine feed)',
  response: magazineResponse,
});

export const magazineIssuePdfCall = defineCall({
  ...open,
  path: `${BASE}/revista/:numero/pdf`,
  summary:
    'One magazine issue as a PDF, drawn from its row on request, or a 302 to the PDF the insurer publishes',
  params: magazineIssueParams,
  response: binaryBody,
  files: ['pdf'],
  redirects: true,
});

export const contactPhonesCall = defineCall({
  ...cached,
  path: `${BASE}/telefonos`,
  summary: 'The contact phones, the fraud reporting line among them',
  response: contactPhonesResponse,
});

export const contentCalls = [
  contentPageCall,
  branchesCall,
  medicalCentresCall,
  preventionProgrammesCall,
  preventionProgrammeCall,
  magazineCall,
  magazineIssuePdfCall,
  contactPhonesCall,
  ...contentConsoleCalls,
] as const;
