import { describe, it } from 'vitest';
import {
  claimFromAuthorization,
  claimResponseFromAuthorization,
  subscriptionNotification,
  subscriptionResource,
  type FiledAuthorization,
} from '@portal/domain/fhir';
import { priorAuthorizationBundle } from '@portal/domain/fhir/testing';
import { expectValidFhir } from '../../../../test/fhir.ts';

/**
 * Every shape the claims module sends, from the domain's mappers, through both R4 validators
 * (0 errors): each state of a request, with and without what only some states carry. The API
 * tests validate the answers of the routes too; this covers the states they do not reach.
 */
const links = {
  patient: { reference: 'Patient/30000001-1' },
  coverage: { reference: 'Coverage/30000001-1' },
  provider: { reference: 'Organization/100001' },
  insurer: { display: 'Obra social' },
};

const filed = (over: Partial<FiledAuthorization>): FiledAuthorization => ({
  nroAutorizacion: 7100001,
  estado: 1,
  tipoAutorizacionMedica: 'practica',
  createdAt: new Date('2026-03-10T12:00:00Z'),
  updatedAt: new Date('2026-03-10T13:00:00Z'),
  fechaOrden: '2026-03-09',
  validezHasta: null,
  auditorMessage: null,
  services: [{ codigo: 180106, descripcion: 'Resonancia magnética', cantidad: 1 }],
  ...over,
});

const stored = {
  id: '3',
  status: 'error' as const,
  error: 'El último aviso no se pudo entregar (HTTP 500).',
  eventsSinceStart: 7,
  endpoint: 'https://his.clinica.example/fhir/notificaciones',
  headers: ['Authorization: Bearer x'],
  reason: 'Decisiones',
  end: '2027-01-01T00:00:00.000Z',
};

describe('the claims module’s resources are valid R4', () => {
  it.each([
    ['pending', filed({})],
    [
      'observed, with the auditor’s note',
      filed({ estado: 2, auditorMessage: 'Adjunte el informe.' }),
    ],
    [
      'approved, with its validity',
      filed({ estado: 3, validezHasta: '2026-04-09', auditorMessage: 'Ok.' }),
    ],
    ['rejected', filed({ estado: 4, auditorMessage: 'No corresponde.' })],
    [
      'a dental request: no medical type, no services',
      filed({ tipoAutorizacionMedica: null, services: [] }),
    ],
  ])('Claim and ClaimResponse of a request %s', (_, request) => {
    expectValidFhir(claimFromAuthorization(request, links));
    expectValidFhir(claimResponseFromAuthorization(request, links));
  });

  it('the Subscription and its notification Bundle', () => {
    expectValidFhir(subscriptionResource(stored));
    expectValidFhir(
      subscriptionNotification(
        stored,
        8,
        claimResponseFromAuthorization(filed({ estado: 3 }), links),
        {
          baseUrl: 'http://localhost:8080/fhir',
          now: new Date('2026-03-10T14:00:00Z'),
          statusUuid: '5b1f7f3e-0000-4000-8000-000000000001',
        },
      ),
    );
  });

  it('the PAS request Bundle the tests and the E2E send', () => {
    expectValidFhir(priorAuthorizationBundle());
  });
});
