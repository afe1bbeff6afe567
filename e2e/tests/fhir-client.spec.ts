import { expect, test } from '@playwright/test';
import { Client } from 'fhir-kit-client';
import { argentineDay, operatorKey } from '../support.ts';
import { backendToken, hisKeys, registerHis } from '../fhir-his.ts';
import { CLAIM_SYSTEMS } from '@portal/domain/fhir';
import { priorAuthorizationBundle } from '@portal/domain/fhir/testing';

/**
 * A clinic's HIS, driven by fhir-kit-client (a FHIR client nobody here wrote), against the real
 * server and database: it discovers the server, gets a token by SMART Backend Services with a key
 * demo@'s admin registered, files a prior authorization, the insurer decides it, and the HIS reads
 * the ClaimResponse approved, then reads the provider's settlements.
 */
const SCOPES = [
  'system/Patient.read',
  'system/Coverage.read',
  'system/CoverageEligibilityRequest.write',
  'system/CoverageEligibilityResponse.read',
  'system/Claim.read',
  'system/Claim.write',
  'system/ClaimResponse.read',
  'system/PaymentReconciliation.read',
];

type Resource = { resourceType: string; [key: string]: unknown };

test('a HIS files a prior authorization through FHIR and reads the insurer’s decision', async ({
  request,
  baseURL,
}) => {
  const fhir = new Client({ baseUrl: `${baseURL}/fhir` });

  const statement = (await fhir.capabilityStatement()) as Resource & {
    rest: { resource: { type: string; operation?: { name: string }[] }[] }[];
  };
  expect(statement).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1' });
  const claim = statement.rest[0]!.resource.find((resource) => resource.type === 'Claim');
  expect(claim?.operation?.map((operation) => operation.name)).toContain('submit');
  const { tokenUrl } = await fhir.smartAuthMetadata();
  expect(tokenUrl).toBeDefined();

  const keys = hisKeys();
  const clientId = await registerHis(request, 'demo@prestadores.test', keys, SCOPES);
  fhir.bearerToken = await backendToken(request, tokenUrl!.href, clientId, keys, SCOPES.join(' '));

  // Eligibility first, as a front desk does: the demo data's valid, retired and unknown members.
  const eligibility = async (affiliate: string) =>
    (await fhir.create({
      resourceType: 'CoverageEligibilityRequest',
      body: {
        resourceType: 'CoverageEligibilityRequest',
        status: 'active',
        purpose: ['validation', 'benefits'],
        patient: { identifier: { value: affiliate } },
        created: new Date().toISOString().slice(0, 10),
        insurer: { display: 'Prepaga' },
        item: [
          { productOrService: { coding: [{ system: CLAIM_SYSTEMS.nomenclator, code: '180106' }] } },
        ],
      },
    })) as Resource & { outcome: string; disposition?: string };
  expect(await eligibility('30000001 1 01')).toMatchObject({ outcome: 'complete' });
  const retired = await eligibility('30000002 1 01');
  expect(retired.outcome).toBe('error');
  expect(retired.disposition).toContain('Baja');
  expect((await eligibility('99999999 9 99')).outcome).toBe('error');

  const today = argentineDay(0).server;
  const submitted = (await fhir.operation({
    name: '$submit',
    resourceType: 'Claim',
    input: priorAuthorizationBundle({
      orderDate: `${today.slice(0, 4)}-${today.slice(4, 6)}-${today.slice(6, 8)}`,
    }) as unknown as Resource,
  })) as Resource & { entry: { resource: Resource & { preAuthRef: string; outcome: string } }[] };
  const pended = submitted.entry[0]!.resource;
  expect(pended).toMatchObject({ resourceType: 'ClaimResponse', outcome: 'queued' });

  const decision = await request.post(`/pre/ops/autorizaciones/${pended.preAuthRef}/decision`, {
    headers: { 'x-operator-key': operatorKey() },
    data: { accion: 'aprobar', operador: 'Dra. Laura Fernández', mensaje: 'Autorizado' },
  });
  expect(decision.status()).toBe(200);

  const approved = (await fhir.read({
    resourceType: 'ClaimResponse',
    id: pended.preAuthRef,
  })) as Resource & { item: { adjudication: { reason: { coding: { code: string }[] } }[] }[] };
  expect(approved).toMatchObject({
    outcome: 'complete',
    disposition: 'Aprobado',
    preAuthRef: pended.preAuthRef,
    processNote: [{ text: 'Autorizado' }],
  });
  expect(approved.item[0]!.adjudication[0]!.reason.coding[0]!.code).toBe('A1');

  const polled = (await fhir.search({
    resourceType: 'ClaimResponse',
    searchParams: { request: `Claim/${pended.preAuthRef}` },
  })) as Resource & { entry: { resource: { outcome: string } }[] };
  expect(polled.entry.map((entry) => entry.resource.outcome)).toEqual(['complete']);

  // Its money: the settlements Liquidaciones lists (ADR 0072), asked for by their identifier
  // system, and one read by id, its concepts adding up to its net.
  const settlements = (await fhir.search({
    resourceType: 'PaymentReconciliation',
    searchParams: { identifier: 'urn:portal-prestadores:liquidacion|', _count: 5 },
  })) as Resource & { total: number; entry: { resource: Resource & { id: string } }[] };
  expect(settlements.total).toBeGreaterThan(0);
  expect(settlements.entry.every((entry) => entry.resource.id.startsWith('liquidacion-'))).toBe(
    true,
  );
  const settlement = (await fhir.read({
    resourceType: 'PaymentReconciliation',
    id: settlements.entry[0]!.resource.id,
  })) as Resource & {
    identifier: { system: string; value: string }[];
    paymentAmount: { value: number };
    detail: { amount: { value: number } }[];
  };
  expect(settlement.identifier[0]!.system).toBe('urn:portal-prestadores:liquidacion');
  expect(
    settlement.detail.reduce((cents, line) => cents + Math.round(line.amount.value * 100), 0),
  ).toBe(Math.round(settlement.paymentAmount.value * 100));

  // The directory is public (Plan-Net): the same client, no token needed, near Palermo.
  const directory = new Client({ baseUrl: `${baseURL}/fhir` });
  const near = (await directory.search({
    resourceType: 'PractitionerRole',
    searchParams: { specialty: '1', 'location.near': '-34.5889|-58.4305|40|km', _count: 5 },
  })) as Resource & { entry?: { resource: Resource }[] };
  expect(near.resourceType).toBe('Bundle');
  expect(near.entry?.length).toBeGreaterThan(0);
  expect(near.entry?.every((entry) => entry.resource.resourceType === 'PractitionerRole')).toBe(
    true,
  );
  // The places themselves, one each, nearest first: Palermo's before any other locality's.
  const places = (await directory.search({
    resourceType: 'Location',
    searchParams: { near: '-34.5889|-58.4305|40|km', _count: 5 },
  })) as Resource & { entry?: { resource: Resource & { address?: { city?: string } } }[] };
  expect(places.entry?.length).toBe(5);
  expect(places.entry?.[0]?.resource.address?.city).toBe('Palermo');
});
