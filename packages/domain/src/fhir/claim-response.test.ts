import { describe, expect, it } from 'vitest';
import {
  claimFromAuthorization,
  claimResponseFromAuthorization,
  type FiledAuthorization,
} from './claim-response.ts';
import { CLAIM_SYSTEMS, PAS_REVIEW_ACTION_EXTENSION } from './claim-systems.ts';

const links = {
  patient: { reference: 'Patient/30000001-1' },
  coverage: { reference: 'Coverage/30000001-1' },
  provider: { reference: 'Organization/100001' },
  insurer: { display: 'Obra social' },
};

const filed = (over: Partial<FiledAuthorization> = {}): FiledAuthorization => ({
  nroAutorizacion: 7000999,
  estado: 1,
  tipoAutorizacionMedica: 'practica',
  createdAt: new Date('2026-11-29T13:00:00Z'),
  updatedAt: new Date('2026-11-29T14:00:00Z'),
  fechaOrden: '2026-11-28',
  validezHasta: null,
  auditorMessage: null,
  services: [{ codigo: 180106, descripcion: 'Resonancia', cantidad: 1 }],
  ...over,
});

describe('claimResponseFromAuthorization: each state as PAS reads it', () => {
  it.each([
    { estado: 1, outcome: 'queued', action: 'A4', disposition: 'Pendiente' },
    { estado: 2, outcome: 'queued', action: 'CT', disposition: 'Observado' },
    { estado: 3, outcome: 'complete', action: 'A1', disposition: 'Aprobado' },
    { estado: 4, outcome: 'complete', action: 'A3', disposition: 'Rechazado' },
  ])(
    'state $estado → $outcome, review action $action',
    ({ estado, outcome, action, disposition }) => {
      const response = claimResponseFromAuthorization(filed({ estado }), links);
      expect(response).toMatchObject({
        resourceType: 'ClaimResponse',
        id: '7000999',
        use: 'preauthorization',
        outcome,
        disposition,
        preAuthRef: '7000999',
        request: { reference: 'Claim/7000999' },
      });
      const adjudication = response.item?.[0]?.adjudication?.[0];
      expect(adjudication?.reason?.coding?.[0]).toMatchObject({
        system: CLAIM_SYSTEMS.x12ReviewAction,
        code: action,
      });
      expect(adjudication?.extension?.[0]?.url).toBe(PAS_REVIEW_ACTION_EXTENSION);
    },
  );

  it('an approval carries its validity; the auditor’s message is a process note', () => {
    const response = claimResponseFromAuthorization(
      filed({ estado: 3, validezHasta: '2026-12-29', auditorMessage: 'Autorizado por 30 días.' }),
      links,
    );
    expect(response.preAuthPeriod).toEqual({ start: '2026-11-29', end: '2026-12-29' });
    expect(response.processNote).toEqual([
      { number: 1, type: 'display', text: 'Autorizado por 30 días.' },
    ]);
  });

  it('a pending request has no validity and no note', () => {
    const response = claimResponseFromAuthorization(filed(), links);
    expect(response.preAuthPeriod).toBeUndefined();
    expect(response.processNote).toBeUndefined();
  });

  it('one item per service, numbered as the Claim numbers them', () => {
    const services = [
      { codigo: 180106, descripcion: 'Resonancia', cantidad: 1 },
      { codigo: 420101, descripcion: 'Consulta', cantidad: 2 },
    ];
    const response = claimResponseFromAuthorization(filed({ services }), links);
    const claim = claimFromAuthorization(filed({ services }), links);
    expect(response.item?.map((item) => item.itemSequence)).toEqual([1, 2]);
    expect(claim.item?.map((item) => item.sequence)).toEqual([1, 2]);
    expect(claim.item?.[1]).toMatchObject({
      productOrService: { coding: [{ system: CLAIM_SYSTEMS.nomenclator, code: '420101' }] },
      quantity: { value: 2 },
    });
  });
});

describe('claimFromAuthorization', () => {
  it('is the preauthorization the provider filed, with its medical type', () => {
    expect(
      claimFromAuthorization(filed({ tipoAutorizacionMedica: 'cirugia' }), links),
    ).toMatchObject({
      resourceType: 'Claim',
      id: '7000999',
      use: 'preauthorization',
      status: 'active',
      subType: { coding: [{ system: CLAIM_SYSTEMS.medicalType, code: 'cirugia' }] },
      patient: links.patient,
      provider: links.provider,
      insurance: [{ sequence: 1, focal: true, coverage: links.coverage }],
    });
  });

  it('a request of another kind has no medical type', () => {
    expect(
      claimFromAuthorization(filed({ tipoAutorizacionMedica: null }), links).subType,
    ).toBeUndefined();
  });
});
