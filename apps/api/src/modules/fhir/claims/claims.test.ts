import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Bundle, ClaimResponse } from '@medplum/fhirtypes';
import { CLAIM_SYSTEMS } from '@portal/domain/fhir';
import { auditLog } from '../../../db/schema/core.ts';
import { expectOutcome, expectValidFhir, fhirTokenFor } from '../../../../test/fhir.ts';
import { DEMO } from '../../../../test/helpers.ts';
import {
  claimsTestApp,
  decide,
  fhirHeaders,
  readResponse,
  reviewAction,
  submitted,
} from './claims-test-kit.ts';

describe('FHIR prior authorization: Claim $submit and ClaimResponse', () => {
  const { ctx, token } = claimsTestApp();

  it('files as the web form does: pended, in Estado de Trámites, in the team’s activity', async () => {
    const response = await submitted(ctx.t, await token());
    expect(response).toMatchObject({
      outcome: 'queued',
      use: 'preauthorization',
      disposition: 'Pendiente',
      patient: { reference: 'Patient/30000001-1' },
    });
    expect(reviewAction(response)).toBe('A4');
    const detail = await ctx.t.inject({
      method: 'GET',
      url: `/pre/v1/autorizaciones/100001/tramites/${response.preAuthRef}`,
      headers: ctx.demo,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      nroAutorizacion: Number(response.preAuthRef),
      estado: { descripcion: 'Pendiente' },
      afiliado: { contra: 30000001, inte: 1 },
      prestaciones: [{ codigo: 180106, cantidad: 1 }],
    });
    const activity = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'authorization.filed'), eq(auditLog.providerId, 100001)));
    expect(activity.some((row) => row.details['canal'] === 'FHIR')).toBe(true);
  });

  it.each([
    { accion: 'aprobar', outcome: 'complete', action: 'A1', disposition: 'Aprobado' },
    { accion: 'rechazar', outcome: 'complete', action: 'A3', disposition: 'Rechazado' },
    { accion: 'observar', outcome: 'queued', action: 'CT', disposition: 'Observado' },
  ])(
    'the insurer decides "$accion" → $outcome, $action',
    async ({ accion, outcome, action, disposition }) => {
      const fhirToken = await token();
      const filed = await submitted(ctx.t, fhirToken);
      await decide(ctx.t, filed.preAuthRef!, accion, 'Mensaje del auditor');
      const response = await readResponse(ctx.t, fhirToken, filed.preAuthRef!);
      expect(response).toMatchObject({ outcome, disposition, preAuthRef: filed.preAuthRef });
      expect(reviewAction(response)).toBe(action);
      expect(response.processNote?.[0]?.text).toBe('Mensaje del auditor');
      if (accion === 'aprobar') expect(response.preAuthPeriod?.end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  );

  it('reads the Claim back as filed', async () => {
    const fhirToken = await token();
    const filed = await submitted(ctx.t, fhirToken);
    const claim = await ctx.t.inject({
      method: 'GET',
      url: `/fhir/Claim/${filed.preAuthRef}`,
      headers: fhirHeaders(fhirToken),
    });
    expect(claim.statusCode).toBe(200);
    const body = claim.json();
    expectValidFhir(body);
    expect(body).toMatchObject({
      resourceType: 'Claim',
      use: 'preauthorization',
      item: [
        { productOrService: { coding: [{ system: CLAIM_SYSTEMS.nomenclator, code: '180106' }] } },
      ],
    });
  });

  it('a client of another provider finds neither the Claim nor its ClaimResponse', async () => {
    const filed = await submitted(ctx.t, await token());
    const other = await fhirTokenFor(ctx.t, DEMO.interior);
    for (const url of [
      `/fhir/ClaimResponse/${filed.preAuthRef}`,
      `/fhir/Claim/${filed.preAuthRef}`,
    ]) {
      const response = await ctx.t.inject({ method: 'GET', url, headers: fhirHeaders(other) });
      expect(response.statusCode).toBe(404);
      expectOutcome(response.json(), 'not-found');
    }
    const search = await ctx.t.inject({
      method: 'GET',
      url: `/fhir/ClaimResponse?request=Claim/${filed.preAuthRef}`,
      headers: fhirHeaders(other),
    });
    expect(search.json<Bundle>().entry ?? []).toEqual([]);
  });

  it('searches by request, by patient and by last change (the polling fallback)', async () => {
    const fhirToken = await token();
    const filed = await submitted(ctx.t, fhirToken);
    const search = async (query: string) => {
      const response = await ctx.t.inject({
        method: 'GET',
        url: `/fhir/ClaimResponse?${query}`,
        headers: fhirHeaders(fhirToken),
      });
      expect(response.statusCode, response.body).toBe(200);
      const bundle = response.json<Bundle>();
      expectValidFhir(bundle);
      return (bundle.entry ?? []).map((entry) => (entry.resource as ClaimResponse).preAuthRef);
    };
    expect(await search(`request=Claim/${filed.preAuthRef}`)).toEqual([filed.preAuthRef]);
    expect(await search('patient=Patient/30000001-1&_count=100')).toContain(filed.preAuthRef);
    const since = filed.meta!.lastUpdated!;
    expect(await search(`_lastUpdated=gt${since}`)).not.toContain(filed.preAuthRef);
    ctx.t.clock.advance(60_000);
    await decide(ctx.t, filed.preAuthRef!, 'aprobar');
    expect(await search(`_lastUpdated=gt${since}`)).toContain(filed.preAuthRef);
  });

  it('an unknown search parameter is a 400 OperationOutcome, not every request', async () => {
    const response = await ctx.t.inject({
      method: 'GET',
      url: '/fhir/ClaimResponse?status=active',
      headers: fhirHeaders(await token()),
    });
    expect(response.statusCode).toBe(400);
    expectOutcome(response.json(), 'invalid');
  });
});
