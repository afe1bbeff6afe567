import { describe, expect, it } from 'vitest';
import {
  ELIGIBILITY_MESSAGES,
  echoedRequest,
  eligibilityQuestion,
  eligibilityResponse,
  MODALITY_EXTENSION,
} from './eligibility.ts';
import { AFFILIATE_NUMBER_SYSTEM } from './patient-coverage.ts';

const base = { resourceType: 'CoverageEligibilityRequest' };
const item = (code: unknown) => ({ productOrService: { coding: [{ code }] } });

describe('eligibilityQuestion', () => {
  it.each([
    [
      'a patient reference and two services',
      {
        ...base,
        patient: { reference: 'Patient/30000001-1' },
        item: [item('420101'), item('180106')],
      },
      { affiliate: { contra: 30000001, inte: 1 }, services: [420101, 180106] },
    ],
    [
      'an affiliate number identifier (the middle part kept) and a day',
      {
        ...base,
        patient: { identifier: { system: AFFILIATE_NUMBER_SYSTEM, value: '30000001 1 01' } },
        servicedDate: '2026-11-29',
      },
      { affiliate: { contra: 30000001, middle: 1, inte: 1 }, services: [], day: '2026-11-29' },
    ],
  ])('reads %s', (_name, body, question) => {
    expect(eligibilityQuestion(body)).toEqual({ question });
  });

  it.each([
    ['no object', 'x', ELIGIBILITY_MESSAGES.notARequest],
    ['another resource', { resourceType: 'Claim' }, ELIGIBILITY_MESSAGES.notARequest],
    ['no patient', base, ELIGIBILITY_MESSAGES.noPatient],
    [
      'a reference to no affiliate',
      { ...base, patient: { reference: 'Patient/abc' } },
      ELIGIBILITY_MESSAGES.noPatient,
    ],
    [
      'an identifier of another system',
      { ...base, patient: { identifier: { system: 'urn:x', value: '30000001 1 01' } } },
      ELIGIBILITY_MESSAGES.noPatient,
    ],
    [
      'items that are no list',
      { ...base, patient: { reference: 'Patient/1-1' }, item: {} },
      ELIGIBILITY_MESSAGES.badService,
    ],
    [
      'a code that is no number',
      { ...base, patient: { reference: 'Patient/1-1' }, item: [item('42x')] },
      ELIGIBILITY_MESSAGES.badService,
    ],
    [
      'a numeric code as a number',
      { ...base, patient: { reference: 'Patient/1-1' }, item: [item(420101)] },
      ELIGIBILITY_MESSAGES.badService,
    ],
    [
      '21 items',
      {
        ...base,
        patient: { reference: 'Patient/1-1' },
        item: Array.from({ length: 21 }, () => item('1')),
      },
      ELIGIBILITY_MESSAGES.tooManyItems,
    ],
  ])('refuses %s', (_name, body, problem) => {
    expect(eligibilityQuestion(body)).toEqual({ problem });
  });
});

describe('echoedRequest', () => {
  it.each([
    [
      { id: 'pedido-1', purpose: ['validation', 'nonsense'] },
      { id: 'pedido-1', purpose: ['validation'] },
    ],
    [{ id: 'no es un id!', purpose: 'validation' }, {}],
    [null, {}],
  ])('%j → %j', (body, echoed) => {
    expect(echoedRequest(body)).toEqual(echoed);
  });
});

describe('eligibilityResponse', () => {
  const answer = {
    request: { id: 'p1' },
    patientId: '30000001-1',
    created: '2026-11-29T12:00:00.000Z',
    services: [
      {
        code: 420101,
        description: 'Consulta',
        modality: 'AP',
        decision: { kind: 'approved' as const, message: 'ok' },
      },
      { code: 999901, description: null, modality: null, decision: null },
    ],
  };

  it('a valid affiliate: complete, in force, items with modality, uncovered ones excluded', () => {
    const response = eligibilityResponse({ ...answer, isValid: true, message: null });
    expect(response).toMatchObject({ outcome: 'complete', disposition: 'Afiliado válido.' });
    const items = response.insurance?.[0]?.item ?? [];
    expect(items[0]).toMatchObject({
      excluded: false,
      extension: [{ url: MODALITY_EXTENSION, valueCode: 'AP' }],
    });
    expect(items[1]).toMatchObject({ excluded: true });
    expect(response.error).toBeUndefined();
  });

  it('an invalid affiliate: error with the message, no insurance', () => {
    const response = eligibilityResponse({
      ...answer,
      isValid: false,
      message: 'Afiliado dado de baja',
    });
    expect(response).toMatchObject({
      outcome: 'error',
      error: [{ code: { text: 'Afiliado dado de baja' } }],
    });
    expect(response.insurance).toBeUndefined();
  });
});
