/** Every capweb call is guarded by the support centre's permission key (spec §2). */
export const CAP_ACCESS = { module: 'centro-de-atencion-al-prestador' } as const;
export const CAP_TAG = 'support-cases';
/** The insurer's side (`npm run operator`, `npm run impersonate`): the server's operator key. */
export const OPERATOR_TAG = 'operator';
