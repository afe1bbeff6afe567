import { describe, expect, it } from 'vitest';
import type { Claim } from '@medplum/fhirtypes';
import { priorAuthorizationBundle } from './testing.ts';
import { CLAIM_REQUEST_MESSAGES, readPriorAuthorizationBundle } from './claim-request.ts';
import { CLAIM_SYSTEMS } from './claim-systems.ts';

const info = (category: string, value: Record<string, unknown>, system?: string) => ({
  sequence: 1,
  category: { coding: [{ system: system ?? CLAIM_SYSTEMS.informationCategory, code: category }] },
  ...value,
});

describe('readPriorAuthorizationBundle: what the web form would have sent', () => {
  it('reads the plain bundle as a practice for demo@’s place and Juan Pérez', () => {
    const read = readPriorAuthorizationBundle(priorAuthorizationBundle());
    expect(read).toMatchObject({
      ok: true,
      value: {
        prestador: 100001,
        lugarAtencionPrestador: 1001,
        tipoAutorizacionMedica: 'practica',
        fechaOrden: '28/11/2026',
        afiliado: { contra: 30000001, inte: 1 },
        prestacion: [{ codigo: 180106, cantidad: 1 }],
        observacion: '',
        adjuntaPresupuesto: false,
        pacienteInternado: false,
        imagenes: [],
        diagnostico: null,
      },
    });
  });

  it.each<{ name: string; claim: Partial<Claim>; expected: Record<string, unknown> }>([
    {
      name: 'a surgery takes its date from the item’s servicedDate',
      claim: {
        subType: { coding: [{ system: CLAIM_SYSTEMS.medicalType, code: 'cirugia' }] },
        item: [
          {
            sequence: 1,
            productOrService: { coding: [{ system: CLAIM_SYSTEMS.nomenclator, code: '340201' }] },
            servicedDate: '2026-12-10',
            quantity: { value: 2 },
          },
        ],
      },
      expected: {
        tipoAutorizacionMedica: 'cirugia',
        fechaCirugia: '10/12/2026',
        prestacion: [{ codigo: 340201, cantidad: 2 }],
      },
    },
    {
      name: 'a practice ignores a servicedDate (the form asks it only for surgeries)',
      claim: {
        item: [
          {
            sequence: 1,
            productOrService: { coding: [{ system: CLAIM_SYSTEMS.nomenclator, code: '420101' }] },
            servicedDate: '2026-12-10',
          },
        ],
      },
      expected: { prestacion: [{ codigo: 420101, cantidad: 1 }] },
    },
    {
      name: 'supportingInfo: the note, the flags and a file',
      claim: {
        supportingInfo: [
          info('info', { valueString: 'Dolor lumbar crónico' }),
          info('hospitalized', { valueBoolean: true }),
          info('material', { valueBoolean: true }),
          info('presupuesto', { valueBoolean: true }, CLAIM_SYSTEMS.requestFlags),
          info('ventanilla', { valueBoolean: true }, CLAIM_SYSTEMS.requestFlags),
          info('attachment', {
            valueAttachment: {
              title: 'orden.pdf',
              contentType: 'application/pdf',
              data: 'JVBERi0=',
            },
          }),
        ],
      },
      expected: {
        observacion: 'Dolor lumbar crónico',
        pacienteInternado: true,
        requiereMaterial: true,
        adjuntaPresupuesto: true,
        ventanilla: true,
        requiereMedicacion: false,
        imagenes: [{ fileName: 'orden.pdf', sizeInBytes: '6', base64Content: 'JVBERi0=' }],
      },
    },
    {
      name: 'the principal diagnosis in ICD-10',
      claim: {
        diagnosis: [
          {
            sequence: 1,
            diagnosisCodeableConcept: { coding: [{ system: CLAIM_SYSTEMS.icd10, code: 'M54.5' }] },
          },
        ],
      },
      expected: { diagnostico: 'M54.5' },
    },
    {
      name: 'no provider named: the caller’s is meant',
      claim: { provider: undefined },
      expected: { prestador: null },
    },
  ])('$name', ({ claim, expected }) => {
    const bundle = priorAuthorizationBundle({ claim });
    if (claim.provider === undefined && 'provider' in claim) {
      delete (bundle.entry![0]!.resource as Partial<Claim>).provider;
    }
    const read = readPriorAuthorizationBundle(bundle);
    expect(read.ok && read.value).toMatchObject(expected);
  });

  it('finds the affiliate in the Coverage when the Patient has no identifier', () => {
    const bundle = priorAuthorizationBundle();
    const patient = bundle.entry![1]!.resource as { identifier?: unknown };
    delete patient.identifier;
    (bundle.entry![2]!.resource as { subscriberId?: string }).subscriberId = '30000003 1 01';
    const read = readPriorAuthorizationBundle(bundle);
    expect(read.ok && read.value.afiliado).toEqual({ contra: 30000003, inte: 1 });
  });

  it('resolves "Type/id" references as well as fullUrls', () => {
    const bundle = priorAuthorizationBundle({ claim: { patient: { reference: 'Patient/p1' } } });
    bundle.entry![1]!.resource!.id = 'p1';
    expect(readPriorAuthorizationBundle(bundle).ok).toBe(true);
  });
});

describe('readPriorAuthorizationBundle: refusals say where and what', () => {
  it.each<{ name: string; body: unknown; expected: { expression: string; message: string }[] }>([
    {
      name: 'not a Bundle',
      body: { resourceType: 'Claim' },
      expected: [{ expression: 'Bundle', message: CLAIM_REQUEST_MESSAGES.notBundle }],
    },
    {
      name: 'no body at all',
      body: null,
      expected: [{ expression: 'Bundle', message: CLAIM_REQUEST_MESSAGES.notBundle }],
    },
    {
      name: 'a Bundle without a Claim',
      body: priorAuthorizationBundle({ drop: ['Claim'] }),
      expected: [{ expression: 'Bundle.entry', message: CLAIM_REQUEST_MESSAGES.noClaim }],
    },
    {
      name: 'a claim for payment',
      body: priorAuthorizationBundle({ claim: { use: 'claim' } }),
      expected: [{ expression: 'Claim.use', message: CLAIM_REQUEST_MESSAGES.notPreauthorization }],
    },
    {
      name: 'no patient, no place, no order: all three at once',
      body: priorAuthorizationBundle({ drop: ['Patient', 'Location', 'ServiceRequest'] }),
      expected: [
        { expression: 'Claim.patient', message: CLAIM_REQUEST_MESSAGES.affiliate },
        { expression: 'Claim.facility', message: CLAIM_REQUEST_MESSAGES.place },
        { expression: 'Claim.referral', message: CLAIM_REQUEST_MESSAGES.orderDate },
      ],
    },
    {
      name: 'an affiliate number in the wrong shape gets the validator’s message',
      body: priorAuthorizationBundle({ affiliate: '30000001-1' }),
      expected: [
        {
          expression: 'Claim.patient',
          message: expect.stringContaining('tres partes'),
        },
      ],
    },
    {
      name: 'a provider without its code',
      body: priorAuthorizationBundle({ claim: { provider: { display: 'Clínica' } } }),
      expected: [{ expression: 'Claim.provider', message: CLAIM_REQUEST_MESSAGES.provider }],
    },
    {
      name: 'an unknown medical type',
      body: priorAuthorizationBundle({
        claim: { subType: { coding: [{ system: CLAIM_SYSTEMS.medicalType, code: 'estetica' }] } },
      }),
      expected: [{ expression: 'Claim.subType', message: CLAIM_REQUEST_MESSAGES.medicalType }],
    },
    {
      name: 'no items',
      body: priorAuthorizationBundle({ claim: { item: [] } }),
      expected: [{ expression: 'Claim.item', message: CLAIM_REQUEST_MESSAGES.noItems }],
    },
    {
      name: 'a CPT code and a quantity in words',
      body: priorAuthorizationBundle({
        claim: {
          item: [
            {
              sequence: 1,
              productOrService: {
                coding: [{ system: 'http://www.ama-assn.org/go/cpt', code: '99213' }],
              },
              quantity: { value: 'dos' as never },
            },
          ],
        },
      }),
      expected: [
        { expression: 'Claim.item[0].productOrService', message: CLAIM_REQUEST_MESSAGES.itemCode },
        { expression: 'Claim.item[0].quantity', message: CLAIM_REQUEST_MESSAGES.itemQuantity },
      ],
    },
    {
      name: 'two diagnoses, the first not in ICD-10',
      body: priorAuthorizationBundle({
        claim: {
          diagnosis: [
            { sequence: 1, diagnosisCodeableConcept: { text: 'lumbalgia' } },
            { sequence: 2, diagnosisCodeableConcept: { text: 'otra' } },
          ],
        },
      }),
      expected: [
        { expression: 'Claim.diagnosis', message: CLAIM_REQUEST_MESSAGES.oneDiagnosis },
        { expression: 'Claim.diagnosis[0]', message: CLAIM_REQUEST_MESSAGES.diagnosis },
      ],
    },
    {
      name: 'supportingInfo of a category the form has no field for, a flag as text, a file without data',
      body: priorAuthorizationBundle({
        claim: {
          supportingInfo: [
            info('discharge', { valueString: 'x' }),
            info('hospitalized', { valueString: 'sí' }),
            info('attachment', { valueAttachment: { title: 'orden.pdf' } }),
            info('info', { valueBoolean: true }),
          ],
        },
      }),
      expected: [
        {
          expression: 'Claim.supportingInfo[0].category',
          message: CLAIM_REQUEST_MESSAGES.category,
        },
        {
          expression: 'Claim.supportingInfo[1].valueBoolean',
          message: CLAIM_REQUEST_MESSAGES.flag,
        },
        {
          expression: 'Claim.supportingInfo[2].valueAttachment',
          message: CLAIM_REQUEST_MESSAGES.attachment,
        },
        { expression: 'Claim.supportingInfo[3].valueString', message: CLAIM_REQUEST_MESSAGES.info },
      ],
    },
  ])('$name', ({ body, expected }) => {
    const read = readPriorAuthorizationBundle(body);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.issues).toEqual(expected);
  });

  it.each([
    [[]],
    ['texto'],
    [42],
    [{ resourceType: 'Bundle', entry: 'x' }],
    [{ resourceType: 'Bundle', entry: [null, 1, { resource: [] }] }],
  ])('a hostile body (%j) is a refusal, never a throw', (body) => {
    expect(readPriorAuthorizationBundle(body).ok).toBe(false);
  });
});
