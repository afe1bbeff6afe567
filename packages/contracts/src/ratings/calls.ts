import { defineCall } from '../call.ts';
import {
  ratingCommentsQuery,
  ratingCommentsResponse,
  ratingSettingsDto,
  ratingSettingsRequest,
  ratingsParams,
  ratingsSummaryResponse,
} from './schemas.ts';
import { LIMITS } from '@portal/domain/write-limits';

/* Ratings (tramitesonline/mis-calificaciones), permission calificaciones. */
const tag = 'ratings';
const access = { module: 'calificaciones' } as const;
const BASE = '/pre/v1/prestadores/:code/calificaciones';

export const ratingsSummaryCall = defineCall({
  method: 'GET',
  path: BASE,
  tag,
  summary:
    "The provider's ratings: average (one decimal), count, by stars, by attention place and by month",
  access,
  params: ratingsParams,
  response: ratingsSummaryResponse,
});

export const ratingCommentsCall = defineCall({
  method: 'GET',
  path: `${BASE}/comentarios`,
  tag,
  summary: "The patients' comments, newest first, paged",
  access,
  params: ratingsParams,
  query: ratingCommentsQuery,
  response: ratingCommentsResponse,
});

export const ratingSettingsCall = defineCall({
  method: 'GET',
  path: `${BASE}/configuracion`,
  tag,
  summary: 'What the directory shows: the rating per attention place, and the comments',
  access,
  params: ratingsParams,
  response: ratingSettingsDto,
});

export const saveRatingSettingsCall = defineCall({
  method: 'PUT',
  path: `${BASE}/configuracion`,
  tag,
  summary: 'Save what the directory shows (audited)',
  access,
  limit: LIMITS.edit,
  params: ratingsParams,
  body: ratingSettingsRequest,
  response: ratingSettingsDto,
});

export const ratingsCalls = [
  ratingsSummaryCall,
  ratingCommentsCall,
  ratingSettingsCall,
  saveRatingSettingsCall,
] as const;
