/**
 * Transitional: the constants now live by area (app/, auth/, connectivity/, directory/,
 * authorizations/, support-cases/constants.ts, all re-exported by index.ts). Four support-case
 * files still import this path; delete this file once they import './constants.ts'.
 */
export {
  CASE_SEARCH_WINDOW_DAYS,
  PENDING_INBOX_WINDOW_DAYS,
  URL_MAX_LENGTH,
} from './support-cases/constants.ts';
