import { binaryBody, defineCall } from '../call.ts';
import {
  contentDraftRequest,
  contentFile,
  contentFileParams,
  contentFileRequest,
  contentItemDetail,
  contentItemQuery,
  contentList,
  contentListQuery,
  contentUnpublishRequest,
  contentVersionRequest,
} from './console-schemas.ts';

/*
 * The console's content editor (docs/decisions/0062): the content editor's calls, each write
 * audited in its own transaction; a publish or unpublish tells every process's caches.
 */
const tag = 'content';
const BASE = '/pre/consola/v0/contenido';
const access = { staff: ['content-editor'] } as const;

export const contentItemsCall = defineCall({
  method: 'GET',
  path: BASE,
  tag,
  summary: 'Console: the public site’s items of one kind, with their drafts',
  access,
  query: contentListQuery,
  response: contentList,
});

export const contentItemCall = defineCall({
  method: 'GET',
  path: `${BASE}/elemento`,
  tag,
  summary: 'Console: one item of the public site with what it shows, its versions and files',
  access,
  query: contentItemQuery,
  response: contentItemDetail,
});

export const saveContentDraftCall = defineCall({
  method: 'PUT',
  path: `${BASE}/borrador`,
  tag,
  summary: 'Console: save a new draft version of an item (never shown on the site)',
  access,
  body: contentDraftRequest,
  response: contentItemDetail,
});

export const publishContentCall = defineCall({
  method: 'POST',
  path: `${BASE}/publicar`,
  tag,
  summary: 'Console: publish a version of an item; the site shows it at once',
  access,
  body: contentVersionRequest,
  response: contentItemDetail,
});

export const unpublishContentCall = defineCall({
  method: 'POST',
  path: `${BASE}/retirar`,
  tag,
  summary:
    'Console: unpublish an item: the version published before comes back, or it leaves the site',
  access,
  body: contentUnpublishRequest,
  response: contentItemDetail,
});

export const restoreContentCall = defineCall({
  method: 'POST',
  path: `${BASE}/restaurar`,
  tag,
  summary: 'Console: copy an old version of an item into a new draft',
  access,
  body: contentVersionRequest,
  response: contentItemDetail,
});

export const attachContentFileCall = defineCall({
  method: 'POST',
  path: `${BASE}/archivos`,
  tag,
  summary: 'Console: attach an image or PDF to an item, to link from its text',
  access,
  body: contentFileRequest,
  status: 201,
  response: contentFile,
  // A 5 MB file in base64 and its JSON.
  bodyLimit: 7 * 1024 * 1024 + 64 * 1024,
});

/**
 * Console: any attached file, a draft's too, for the editor's preview (docs/decisions/0071);
 * the public address below serves only what a published text links.
 */
export const contentDraftFileCall = defineCall({
  method: 'GET',
  path: `${BASE}/archivos/:id`,
  tag,
  summary: 'Console: an attached file, published or not, for the preview',
  access,
  params: contentFileParams,
  response: binaryBody,
  files: ['stored'],
});

/** Public: a file attached to the site's content, linked from a published text. */
export const contentFileCall = defineCall({
  method: 'GET',
  path: '/pre/v1/contenido/archivos/:id',
  tag,
  summary: 'A file (image or PDF) attached to the public site’s content',
  access: 'public',
  params: contentFileParams,
  response: binaryBody,
  files: ['stored'],
});

export const contentConsoleCalls = [
  contentDraftFileCall,
  contentItemsCall,
  contentItemCall,
  saveContentDraftCall,
  publishContentCall,
  unpublishContentCall,
  restoreContentCall,
  attachContentFileCall,
  contentFileCall,
] as const;
