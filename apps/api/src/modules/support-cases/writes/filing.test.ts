import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CaseDetail, NewCaseResponse } from '@portal/contracts';
import { outbox } from '../../../db/schema/core.ts';
import {
  supportCaseFiles,
  supportCaseStages,
  supportCases,
  supportRequests,
} from '../../../db/schema/support-cases.ts';
import { DEMO, expectError } from '../../../../test/helpers.ts';
import { filingRequests } from '../../../../test/support-case-requests.ts';
import { INTERIOR, newCase, PDF, PNG, rudiFile } from '../../../../test/support-cases.ts';
import { twoProviderApp } from '../../../../test/test-app.ts';

/** POST /pre/v1/cap/alta-tramite: spec §3 new-case payload, §5 rules, one transaction. */
describe('filing a support case', () => {
  const ctx = twoProviderApp();

  const { file, detail } = filingRequests(() => ctx);

  it('files a settlement case with two files: request 27/1/1, case estado 1, stage, files, mail', async () => {
    const payload = newCase('liquidaciones', undefined, [
      rudiFile('Factura Nº 42.pdf', PDF),
      rudiFile('foto.png', PNG),
    ]);
    const response = await file(payload);
    expect(response.statusCode).toBe(201);
    const created = response.json<NewCaseResponse>();
    expect(created).toMatchObject({
      estado: 1,
      estadoDesc: 'pendiente',
      workContext: 'AMB_CAP_LIQUIDACIONES',
      ts: '20260310100000',
      emails: [DEMO.demo],
    });
    expect(created.archivos.map((f) => [f.fileName, f.size, f.origen])).toEqual([
      ['Factura N  42.pdf', String(PDF.length), 'WCAP'],
      ['foto.png', String(PNG.length), 'WCAP'],
    ]);

    const [caseRow] = await ctx.t.db
      .select()
      .from(supportCases)
      .where(eq(supportCases.nroTramite, created.nroTramite));
    expect(caseRow).toMatchObject({
      providerId: 100001,
      areaId: 24,
      workflow: 'AMB_CAP_LIQUIDACIONES',
      submotivo: 24,
      motivoWebId: 241,
      estado: 1,
      observacion: 'Solicito revision del tramite   es posible',
      expedienteNumero: '2026-000999',
      comprobanteNumero: '0001-00000042',
      comprobanteTipo: 'FA',
    });
    const [request] = await ctx.t.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, caseRow!.requestId!));
    expect(request).toMatchObject({ medioId: 27, sucursalId: 1, estadoId: 1, providerId: 100001 });
    const stages = await ctx.t.db
      .select()
      .from(supportCaseStages)
      .where(eq(supportCaseStages.caseId, caseRow!.id));
    expect(stages.map((s) => [s.accion, s.estado])).toEqual([['alta-tramite', 1]]);
    const mail = await ctx.t.lastMailTo(DEMO.demo);
    expect(mail?.subject).toBe(`Trámite ${created.nroTramite} registrado`);

    const shown = (await detail(created.nroTramite)).json<CaseDetail>();
    expect(shown.adjuntos.map((f) => f.fileName)).toEqual(['Factura N  42.pdf', 'foto.png']);
    expect(shown.expediente).toEqual({
      oficina: 1,
      numero: '2026-000999',
      comprobante: { numero: '0001-00000042', tipo: 'FA' },
    });
    expect(shown.creadoPor).toEqual({
      tipo: 'prestador',
      nombre: 'María Laura González',
      email: DEMO.demo,
    });
  });

  it('files a contracting case through the AMBA workflow (submotivo 2) for an AMBA provider', async () => {
    const response = await file(newCase('contrataciones'));
    expect(response.statusCode).toBe(201);
    const shown = (await detail(response.json<NewCaseResponse>().nroTramite)).json<CaseDetail>();
    expect(shown).toMatchObject({
      areaConsulta: { id: 2 },
      workflow: 'AMB_CAP_CONTRATACIONES_AMBA_BSAS',
      submotivo: 2,
    });
  });

  it('files a contracting case through the interior workflow (submotivo 17, area 17) for an interior provider', async () => {
    const response = await file(newCase('contrataciones', INTERIOR), ctx.interior);
    expect(response.statusCode).toBe(201);
    const shown = (
      await detail(response.json<NewCaseResponse>().nroTramite, ctx.interior)
    ).json<CaseDetail>();
    expect(shown).toMatchObject({
      areaConsulta: { id: 17 },
      workflow: 'AMB_CAP_CONTRATACIONES_INTERIOR',
      submotivo: 17,
      emails: [DEMO.interior],
    });
  });

  it('files an authorization case with the server’s copy of the authorization', async () => {
    const payload = newCase('autorizaciones');
    const tampered = {
      ...payload,
      extendedProcess: { ...payload.extendedProcess, nombreApeAfi: 'Otra Persona', contraAfi: 1 },
    };
    const response = await file(tampered);
    expect(response.statusCode).toBe(201);
    const shown = (await detail(response.json<NewCaseResponse>().nroTramite)).json<CaseDetail>();
    expect(shown.autorizacion).toMatchObject({
      nroAutorizacion: 7000102,
      nroTrmAutorizacion: 910102,
      contraAfi: 30000001,
      inteAfi: 1,
      nombreApeAfi: 'Juan Pérez',
    });
    expect(shown).toMatchObject({
      workflow: 'AMB_CAP_PROTESIS',
      submotivo: 18,
      areaConsulta: { id: 9 },
    });
  });

  it.each([
    [1, 'AMB_CAP_AUTORIZACIONES', 9],
    [3, 'AMB_CAP_FARMACIA_AUT', 8],
    [4, 'AMB_CAP_PROTESIS', 18],
  ])(
    'authorization category %i goes to %s with submotivo %i',
    async (motivoWeb, workflow, submotivo) => {
      const payload = newCase('autorizaciones');
      payload.workContext = workflow;
      payload.capObject.generico.submotivo.id = submotivo;
      payload.extendedProcess.motivoWeb = motivoWeb;
      expect((await file(payload)).statusCode).toBe(201);
    },
  );

  it('mails the picked associated e-mails instead of the logged-in one', async () => {
    const payload = newCase('contrataciones');
    payload.extendedProcess.emails = [DEMO.subusuario];
    const created = (await file(payload)).json<NewCaseResponse>();
    expect(created.emails).toEqual([DEMO.subusuario]);
    expect((await ctx.t.lastMailTo(DEMO.subusuario))?.subject).toBe(
      `Trámite ${created.nroTramite} registrado`,
    );
  });

  describe('after filing: PostProcess1 and PostProcess2', () => {
    it('find the case by its process and creation instant, and tell where it was routed', async () => {
      const created = (await file(newCase('contrataciones'))).json<NewCaseResponse>();
      const one = await ctx.t.inject({
        method: 'GET',
        url: `/pre/cap/${created.tramiteJbpm}/${created.ts}/PostProcess1`,
        headers: ctx.demo,
      });
      expect(one.json()).toEqual({
        nroTramite: created.nroTramite,
        tramiteId: created.tramiteId,
        tramiteJbpm: created.tramiteJbpm,
        estado: 1,
        estadoDesc: 'pendiente',
        emails: [DEMO.demo],
      });
      const two = await ctx.t.inject({
        method: 'GET',
        url: `/pre/cap/${created.nroTramite}/${created.workContext}/PostProcess2`,
        headers: ctx.demo,
      });
      expect(two.json()).toEqual({
        nroTramite: created.nroTramite,
        workflow: 'AMB_CAP_CONTRATACIONES_AMBA_BSAS',
        area: 'contrataciones',
        submotivo: 2,
        tarea: 'Recepción del trámite',
        asignadoA: 'Contrataciones',
      });
    });

    it('answer 404 for another instant, another workflow or another provider’s case', async () => {
      const created = (await file(newCase('contrataciones'))).json<NewCaseResponse>();
      const get = (url: string, headers = ctx.demo) =>
        ctx.t.inject({ method: 'GET', url, headers });
      expectError(
        await get(`/pre/cap/${created.tramiteJbpm}/20260310100001/PostProcess1`),
        404,
        'NOT_FOUND',
      );
      expectError(
        await get(`/pre/cap/${created.tramiteJbpm}/${created.ts}/PostProcess1`, ctx.interior),
        404,
        'NOT_FOUND',
      );
      expectError(
        await get(`/pre/cap/${created.nroTramite}/AMB_CAP_LIQUIDACIONES/PostProcess2`),
        404,
        'NOT_FOUND',
      );
      expectError(
        await get(
          `/pre/cap/${created.nroTramite}/${created.workContext}/PostProcess2`,
          ctx.interior,
        ),
        404,
        'NOT_FOUND',
      );
      expectError(
        await get(`/pre/cap/${created.tramiteJbpm}/2026/PostProcess1`),
        400,
        'VALIDATION',
      );
    });
  });

  it('the outbox mail names the case and its reason, nothing about patients', async () => {
    const created = (await file(newCase('autorizaciones'))).json<NewCaseResponse>();
    const [mail] = await ctx.t.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, DEMO.demo),
          eq(outbox.subject, `Trámite ${created.nroTramite} registrado`),
        ),
      );
    expect(mail?.body).toContain(String(created.nroTramite));
    expect(mail?.body).not.toContain('Juan');
    const files = await ctx.t.db
      .select()
      .from(supportCaseFiles)
      .where(eq(supportCaseFiles.providerId, 100001));
    expect(files.length).toBeGreaterThan(0);
  });
});
