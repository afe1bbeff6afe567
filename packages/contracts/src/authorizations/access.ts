/** Every call of Alta de trámites / Estado de Trámites / Inbox: permission tramites-de-autorizaciones (spec §2). */
export const AUTHORIZATIONS_ACCESS = { module: 'tramites-de-autorizaciones' } as const;
export const AUTHORIZATIONS_TAG = 'authorizations';
/** The base of the area's calls; `:id` is the caller's provider code. */
export const AUTHORIZATIONS_BASE = '/pre/v1/autorizaciones';
