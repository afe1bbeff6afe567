import { INTERIOR_FHIR_CLIENT_ID } from '../../src/seed/fhir.ts';
import type { CallRow } from './call-rows.ts';

/** Rows of Sistemas conectados: a client named in the path, a team member in the body. */

const CLIENTS = '/pre/v1/fhir/clientes';

export const ROWS: Record<string, CallRow> = {
  [`POST ${CLIENTS}`]: {
    foreign: [
      {
        story: "a client acting as the interior's user",
        request: ({ them }) => ({
          body: {
            nombre: 'Intruso',
            idUsuario: them.userId,
            scopes: ['system/Patient.read'],
            jwks: JSON.stringify({
              kty: 'EC',
              crv: 'P-384',
              x: 'DcS0Co2qZbsBfbyVVr6CF6c-Jt791JHV2pYqyCmH1p6YQyxKAKftVY6DfaXj0ax1',
              y: 'phXSdA4wNWJA0oIgn2Sxj2APl39mwJAYHQU8IyiAVKtoiYsD9oHSMrmXBPKHxxHw',
            }),
          },
        }),
        answer: {
          status: 400,
          code: 'VALIDATION',
          why: 'a client acts only as a member of the caller’s own team: the not-a-member answer',
        },
      },
    ],
  },
  [`DELETE ${CLIENTS}/:idCliente`]: {
    params: () => ({ idCliente: 'his-nobody' }),
    foreign: [
      {
        story: "the interior's client",
        request: () => ({ params: { idCliente: INTERIOR_FHIR_CLIENT_ID } }),
      },
    ],
  },
};
