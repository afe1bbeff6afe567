import { describe, expect, it } from 'vitest';
import type { MotivoWeb } from '@portal/contracts';
import { DEMO, TEXT, expectError } from '../../../../test/helpers.ts';
import { twoProviderApp } from '../../../../test/test-app.ts';

/** The lists a new case is built from: areas, reasons, management units, e-mails, authorizations. */
describe('support centre reference calls', () => {
  const ctx = twoProviderApp();

  const get = (url: string, headers: Record<string, string>) =>
    ctx.t.inject({ method: 'GET', url, headers });

  it('the management units of the caller: [5] for demo, [6] for interior', async () => {
    const mine = await get('/pre/cap/100001/unidades-gestion', ctx.demo);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ id: number }[]>().map((unit) => unit.id)).toEqual([5]);
    const theirs = await get('/pre/cap/200001/unidades-gestion', ctx.interior);
    expect(theirs.json<{ id: number }[]>().map((unit) => unit.id)).toEqual([6]);
  });

  it.each([
    ['unidades-gestion', '/pre/cap/200001/unidades-gestion'],
    ['Odontologia', '/pre/cap/200001/Odontologia'],
    ['emails', '/pre/v1/prestadores/200001/emails'],
    ['an unknown provider', '/pre/cap/999999/unidades-gestion'],
  ])('another provider’s code is not found (%s)', async (_story, url) => {
    expectError(await get(url, ctx.demo), 404, 'NOT_FOUND', TEXT.notFound);
  });

  it('a provider code that is not a number is bad input', async () => {
    expectError(await get('/pre/cap/abc/unidades-gestion', ctx.demo), 400, 'VALIDATION');
  });

  it('odontology: esOdonto N for the demo provider', async () => {
    const response = await get('/pre/cap/100001/Odontologia', ctx.demo);
    expect(response.json()).toEqual({ esOdonto: 'N' });
  });

  it('areas of the AMBA ambit: contracting 2, authorizations 9, settlements 24', async () => {
    const response = await get('/pre/cap/A/areas-consulta', ctx.demo);
    expect(response.json()).toEqual([
      { id: 2, descripcion: 'Contrataciones', area: 'contrataciones' },
      { id: 9, descripcion: 'Autorizaciones', area: 'autorizaciones' },
      { id: 24, descripcion: 'Liquidaciones', area: 'liquidaciones' },
    ]);
  });

  it('areas of the interior ambit: contracting is 17', async () => {
    const response = await get('/pre/cap/I/areas-consulta', ctx.interior);
    expect(response.json<{ id: number }[]>().map((area) => area.id)).toEqual([17, 9, 24]);
  });

  it('an unknown ambit is bad input', async () => {
    expectError(await get('/pre/cap/X/areas-consulta', ctx.demo), 400, 'VALIDATION');
  });

  it('contracting reasons go to the AMBA workflow with submotivo 2 for area 2', async () => {
    const response = await get('/pre/cap/2/P/N/motivos', ctx.demo);
    const reasons = response.json<MotivoWeb[]>();
    expect(reasons.map((reason) => reason.descripcion)).toEqual([
      'Alta de prestaciones en el convenio',
      'Actualización de aranceles',
      'Alta de profesional o consultorio',
      'Modificación de datos contractuales',
      'Baja de prestaciones',
    ]);
    expect(new Set(reasons.map((r) => `${r.workflow}/${r.submotivo}`))).toEqual(
      new Set(['AMB_CAP_CONTRATACIONES_AMBA_BSAS/2']),
    );
  });

  it('area 17 goes to the interior workflow; institutions see the institutional agreement', async () => {
    const reasons = (await get('/pre/cap/17/I/N/motivos', ctx.interior)).json<MotivoWeb[]>();
    expect(reasons.map((r) => r.id)).toContain(107);
    expect(new Set(reasons.map((r) => `${r.workflow}/${r.submotivo}`))).toEqual(
      new Set(['AMB_CAP_CONTRATACIONES_INTERIOR/17']),
    );
  });

  it('odontology reasons appear only with the flag S', async () => {
    const withFlag = (await get('/pre/cap/2/P/S/motivos', ctx.demo)).json<MotivoWeb[]>();
    const without = (await get('/pre/cap/2/P/N/motivos', ctx.demo)).json<MotivoWeb[]>();
    expect(withFlag.map((r) => r.descripcion)).toContain('Prestaciones odontológicas');
    expect(without.map((r) => r.descripcion)).not.toContain('Prestaciones odontológicas');
  });

  it.each([
    ['an unknown area', '/pre/cap/3/P/N/motivos', 404],
    ['an unknown provider type', '/pre/cap/2/Z/N/motivos', 400],
    ['a flag other than S or N', '/pre/cap/2/P/X/motivos', 400],
  ])('motivos refuse %s', async (_story, url, status) => {
    expect((await get(url, ctx.demo)).statusCode).toBe(status);
  });

  it('authorization reasons are the four categories of spec §5', async () => {
    const response = await get('/pre/v1/motivos-web/autorizaciones', ctx.demo);
    expect(response.json()).toEqual([
      {
        id: 1,
        descripcion: 'Prácticas y Cirugías',
        submotivo: 9,
        workflow: 'AMB_CAP_AUTORIZACIONES',
      },
      {
        id: 2,
        descripcion: 'Cirugía con materiales y prótesis',
        submotivo: 18,
        workflow: 'AMB_CAP_PROTESIS',
      },
      {
        id: 3,
        descripcion: 'Medicación con o sin Prestación',
        submotivo: 8,
        workflow: 'AMB_CAP_FARMACIA_AUT',
      },
      {
        id: 4,
        descripcion: 'Práctica o Cirugía con material y medicación',
        submotivo: 18,
        workflow: 'AMB_CAP_PROTESIS',
      },
    ]);
  });

  it('settlement reasons go to AMB_CAP_LIQUIDACIONES with submotivo 24', async () => {
    const reasons = (await get('/pre/v1/motivos-web/liquidaciones', ctx.demo)).json<MotivoWeb[]>();
    expect(reasons).toHaveLength(4);
    expect(reasons.every((r) => r.workflow === 'AMB_CAP_LIQUIDACIONES' && r.submotivo === 24)).toBe(
      true,
    );
  });

  it('associated e-mails: the provider’s and its users’, each once', async () => {
    const response = await get('/pre/v1/prestadores/100001/emails', ctx.demo);
    expect(response.json()).toEqual([
      { email: 'demo@prestadores.test', descripcion: 'Correo del prestador' },
      { email: 'subusuario@prestadores.test', descripcion: 'Usuario Lucía Benítez' },
      { email: 'facturacion@prestadores.test', descripcion: 'Usuario Martín Quiroga' },
      { email: 'auditoria@prestadores.test', descripcion: 'Usuario Carolina Méndez' },
    ]);
  });

  it('authorization search: the provider’s own, newest first, filtered by affiliate and number', async () => {
    const all = await get('/pre/v2/busqueda-autorizaciones?prestad=100001', ctx.demo);
    expect(all.json<{ nroAutorizacion: number }[]>().map((a) => a.nroAutorizacion)).toEqual([
      7000101, 7000102, 7000103, 7000104, 7000105,
    ]);
    const byAffiliate = await get(
      '/pre/v2/busqueda-autorizaciones?prestad=100001&contra=30000003&inte=1',
      ctx.demo,
    );
    expect(byAffiliate.json<{ nombreApeAfi: string }[]>().map((a) => a.nombreApeAfi)).toEqual([
      'Carlos Medina',
      'Carlos Medina',
    ]);
    const byNumber = await get(
      '/pre/v2/busqueda-autorizaciones?prestad=100001&nroAuto=7000102',
      ctx.demo,
    );
    expect(byNumber.json()).toEqual([
      expect.objectContaining({
        nroAutorizacion: 7000102,
        nroTrmAutorizacion: 910102,
        contraAfi: 30000001,
        middleAfi: 1,
        inteAfi: 1,
        estadoDesc: 'Observado',
        workflow: 'AMB_CAP_PROTESIS',
      }),
    ]);
    const byWorkflow = await get(
      '/pre/v2/busqueda-autorizaciones?prestad=100001&workflowId=AMB_CAP_FARMACIA_AUT',
      ctx.demo,
    );
    expect(byWorkflow.json<unknown[]>()).toHaveLength(1);
  });

  it('authorization search never shows another provider’s authorizations', async () => {
    expectError(
      await get('/pre/v2/busqueda-autorizaciones?prestad=200001', ctx.demo),
      404,
      'NOT_FOUND',
    );
    const byOthersNumber = await get(
      '/pre/v2/busqueda-autorizaciones?prestad=100001&nroAuto=7000201',
      ctx.demo,
    );
    expect(byOthersNumber.json()).toEqual([]);
  });

  it.each([
    ['no prestad', '/pre/v2/busqueda-autorizaciones'],
    ['a word as contract', '/pre/v2/busqueda-autorizaciones?prestad=100001&contra=abc'],
  ])('authorization search with %s is bad input', async (_story, url) => {
    expectError(await get(url, ctx.demo), 400, 'VALIDATION');
  });

  it('a URL of 255 characters or more is refused (spec §5)', async () => {
    const url = `/pre/v2/busqueda-autorizaciones?prestad=100001&workflowId=${'A'.repeat(60)}&x=${'y'.repeat(150)}`;
    expect(url.length).toBeGreaterThanOrEqual(255);
    expectError(await get(url, ctx.demo), 414, 'URL_TOO_LONG', 'La consulta es demasiado larga.');
  });

  it('without the module permission every call is refused', async () => {
    const sub = (await ctx.t.login(DEMO.subusuario)).headers;
    expectError(await get('/pre/cap/A/areas-consulta', sub), 403, 'FORBIDDEN', TEXT.noPermission);
  });

  it('without a session every call is refused', async () => {
    expectError(await get('/pre/cap/A/areas-consulta', {}), 401, 'SESSION_EXPIRED');
  });
});
