import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail, CaseTimelineResponse } from '@portal/contracts';
import { CASE_STAGE_PAGE } from '@portal/domain/support-cases';
import {
  supportCaseFiles,
  supportCases,
  supportCaseStages,
} from '../../../db/schema/support-cases.ts';
import { DEMO, expectError, MINUTE, userIdOf } from '../../../../test/helpers.ts';
import { caseTableCounts, demoCase, PDF } from '../../../../test/support-cases.ts';
import { twoProviderApp } from '../../../../test/test-app.ts';

/**
 * The stages of a case come in pages from the newest: the detail's `etapas` and the
 * timeline's `eventos`, ?pagina&cantidad (20 by default, at most 100), with the case's total.
 */
describe('a case’s stages by pages', () => {
  const ctx = twoProviderApp();
  const NRO = demoCase('demo-contracting-pending');
  /** The demo case's filing, then NOTES notes "Nota 1"… a minute apart, every 7th with a file. */
  const NOTES = 44;
  const TOTAL = NOTES + 1;

  beforeAll(async () => {
    const [row] = await ctx.t.db
      .select({ id: supportCases.id, providerId: supportCases.providerId })
      .from(supportCases)
      .where(eq(supportCases.nroTramite, NRO));
    const userId = await userIdOf(ctx.t.db, DEMO.demo);
    const start = ctx.t.clock.now().getTime();
    for (let i = 1; i <= NOTES; i++) {
      const createdAt = new Date(start + i * MINUTE);
      const [stage] = await ctx.t.db
        .insert(supportCaseStages)
        .values({
          caseId: row!.id,
          createdAt,
          accion: 'observacion-prestador',
          estadoAnterior: 1,
          estado: 1,
          workflow: 'AMB_CAP_CONTRATACIONES_AMBA_BSAS',
          obsWeb: `Nota ${i}`,
          userId,
        })
        .returning({ id: supportCaseStages.id });
      if (i % 7 === 0) {
        await ctx.t.db.insert(supportCaseFiles).values({
          providerId: row!.providerId,
          caseId: row!.id,
          stageId: stage!.id,
          origin: 'WCAP',
          fileName: `anexo ${i}.pdf`,
          name: `anexo ${i}`,
          extension: 'pdf',
          contentType: 'application/pdf',
          sizeBytes: PDF.length,
          content: PDF,
          createdAt,
          userId,
        });
      }
    }
  });

  const get = (url: string, headers = ctx.demo) => ctx.t.inject({ method: 'GET', url, headers });
  const timeline = async (query = '') => {
    const response = await get(`/pre/v1/process/tramite/${NRO}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CaseTimelineResponse>();
  };
  const detail = async (query = '') => {
    const response = await get(`/pre/v2/cap/${NRO}/DetalleTramite${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CaseDetail>();
  };
  /** "Nota N" of each stage, or the action of the filing. */
  const texts = (stages: { obsWeb: string | null; accion: string }[]) =>
    stages.map((stage) => (stage.accion === 'alta-tramite' ? 'alta' : stage.obsWeb));
  const notes = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `Nota ${from + i}`);

  it('opens on the newest 20, oldest first within the page, with the total', async () => {
    const page = await timeline();
    expect({ pagina: page.pagina, cantidad: page.cantidad, total: page.total }).toEqual({
      pagina: 1,
      cantidad: CASE_STAGE_PAGE.defaultSize,
      total: TOTAL,
    });
    expect(texts(page.eventos)).toEqual(notes(25, 44));
    const ids = page.eventos.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it.each([
    ['?pagina=2', { pagina: 2, cantidad: 20 }, notes(5, 24)],
    ['?pagina=3', { pagina: 3, cantidad: 20 }, ['alta', ...notes(1, 4)]],
    ['?pagina=4', { pagina: 4, cantidad: 20 }, []],
    ['?pagina=1&cantidad=5', { pagina: 1, cantidad: 5 }, notes(40, 44)],
    ['?cantidad=1&pagina=45', { pagina: 45, cantidad: 1 }, ['alta']],
    ['?cantidad=100', { pagina: 1, cantidad: 100 }, ['alta', ...notes(1, 44)]],
    [`?pagina=${CASE_STAGE_PAGE.maxPage}&cantidad=100`, { pagina: 100_000, cantidad: 100 }, []],
  ])('%s answers its page', async (query, echo, shown) => {
    const page = await timeline(query);
    expect({ pagina: page.pagina, cantidad: page.cantidad, total: page.total }).toEqual({
      ...echo,
      total: TOTAL,
    });
    expect(texts(page.eventos)).toEqual(shown);
  });

  it('the pages, newest first, put together are the whole history once, in order', async () => {
    const all = (await timeline('?cantidad=100')).eventos.map((event) => event.id);
    const pages: number[][] = [];
    for (let pagina = 1; pagina <= 7; pagina++) {
      pages.push((await timeline(`?pagina=${pagina}&cantidad=7`)).eventos.map((e) => e.id));
    }
    expect(pages.reverse().flat()).toEqual(all);
  });

  it('each stage of a page carries its own files', async () => {
    const page = await timeline('?pagina=2');
    const withFiles = page.eventos
      .filter((event) => event.archivos.length > 0)
      .map((event) => [event.obsWeb, event.archivos.map((file) => file.fileName)]);
    expect(withFiles).toEqual([
      ['Nota 7', ['anexo 7.pdf']],
      ['Nota 14', ['anexo 14.pdf']],
      ['Nota 21', ['anexo 21.pdf']],
    ]);
  });

  it('the detail pages its stages the same way, and still has every task and file', async () => {
    const first = await detail();
    expect(first.paginadoEtapas).toEqual({ pagina: 1, cantidad: 20, total: TOTAL });
    expect(texts(first.etapas)).toEqual(notes(25, 44));
    const last = await detail('?pagina=3');
    expect(texts(last.etapas)).toEqual(['alta', ...notes(1, 4)]);
    expect(last.etapas[0]!.archivos.map((file) => file.fileName)).toEqual([
      'Plano consultorio.png',
    ]);
    // Beyond the page: the filing's attachments, every later file, the one task of the state.
    expect(first.adjuntos.map((file) => file.fileName)).toEqual(['Plano consultorio.png']);
    expect(first.archivosDetalle.map((file) => file.fileName)).toEqual(
      [7, 14, 21, 28, 35, 42].map((i) => `anexo ${i}.pdf`),
    );
    expect(first.tasks.map((task) => [task.nombre, task.fin])).toEqual([
      ['Recepción del trámite', null],
    ]);
  });

  it('the process view still dates the current task from the stage that moved the case', async () => {
    const filing = (await timeline('?pagina=3')).eventos[0]!;
    const response = await get(`/pre/v2/proveedores/tramites/${NRO}`);
    expect(response.json()).toMatchObject({
      taskDetail: { workflow: filing.workflow, desde: filing.fecha, acciones: [] },
    });
  });

  it.each([
    ['cantidad over the maximum', '?cantidad=101'],
    ['cantidad 0', '?cantidad=0'],
    ['a negative cantidad', '?cantidad=-5'],
    ['pagina 0', '?pagina=0'],
    ['pagina past the last one allowed', `?pagina=${CASE_STAGE_PAGE.maxPage + 1}`],
    ['pagina in exponent notation', '?pagina=1e5'],
    ['pagina as a word', '?pagina=dos'],
    ['a fractional cantidad', '?cantidad=2.5'],
    ['pagina beyond the integers', '?pagina=99999999999999999999'],
  ])('%s is a 400 that changes nothing', async (_story, query) => {
    const before = await caseTableCounts(ctx.t.db);
    for (const url of [
      `/pre/v1/process/tramite/${NRO}${query}`,
      `/pre/v2/cap/${NRO}/DetalleTramite${query}`,
    ]) {
      expectError(await get(url), 400, 'VALIDATION');
    }
    expect(await caseTableCounts(ctx.t.db)).toEqual(before);
  });

  it('another provider’s case is not found on any page', async () => {
    for (const query of ['', '?pagina=2&cantidad=5']) {
      expectError(
        await get(`/pre/v1/process/tramite/${NRO}${query}`, ctx.interior),
        404,
        'NOT_FOUND',
      );
    }
  });
});
