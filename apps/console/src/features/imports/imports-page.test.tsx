import { screen, within } from '@testing-library/react';
import type { ConsoleImportJob, ImportReportBody } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { admin, sessionOf } from '@/testing/factories';
import { errorReply, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderConsole } from '@/testing/render-console';

const ME = 'GET /pre/consola/v0/yo';
const LIST = 'GET /pre/consola/v0/importaciones';
const JOB = 'GET /pre/consola/v0/importaciones/trabajos/12';
const REJECTS = 'GET /pre/consola/v0/importaciones/trabajos/12/rechazos';

const report = (overrides: Partial<ImportReportBody> = {}): ImportReportBody => ({
  kind: 'plans',
  read: 1234,
  new: 0,
  changed: 0,
  unchanged: 1234,
  retired: 0,
  refused: 0,
  problems: [],
  applied: false,
  dryRun: true,
  full: false,
  ...overrides,
});

const job = (overrides: Partial<ConsoleImportJob> = {}): ConsoleImportJob => ({
  id: 12,
  kind: 'plans',
  status: 'done',
  full: false,
  dryRun: true,
  acceptPartial: false,
  bytes: 240,
  rows: 1234,
  createdAt: '2026-11-28T12:00:00.000Z',
  startedAt: '2026-11-28T12:00:00.000Z',
  finishedAt: '2026-11-28T12:00:02.000Z',
  report: report(),
  error: null,
  rejects: null,
  source: 'console',
  startedBy: 'Adriana Administradora',
  ...overrides,
});

function open(path: string, routes: MockRoutes = {}, me = admin()) {
  const api = mockApi({ [ME]: { body: me }, [LIST]: { body: [job()] }, ...routes });
  return { api, ...renderConsole({ path, session: sessionOf(me) }) };
}

describe("the console's imports section", () => {
  it('is an administrator’s section only', async () => {
    open('/importaciones', {}, admin(['contracting']));
    expect(await screen.findByRole('link', { name: 'Prestadores' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Importaciones' })).toBeNull();
  });

  it('lists the jobs with who started them, and starts a dry run that is watched to its report', async () => {
    let reads = 0;
    const { api, user, location } = open('/importaciones', {
      'POST /pre/consola/v0/importaciones/plans': {
        status: 202,
        body: { id: 12, kind: 'plans', status: 'queued' },
      },
      [JOB]: () => {
        reads += 1;
        return {
          body:
            reads === 1
              ? job({ status: 'running', rows: 500, report: null, finishedAt: null })
              : job(),
        };
      },
    });
    const card = await screen.findByRole('article', { name: 'Trabajo 12' });
    expect(within(card).getByText('Terminada')).toBeTruthy();
    expect(within(card).getByText(/Adriana Administradora/)).toBeTruthy();
    expect(within(card).getByText(/1\.234 leídas/)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Tipo de archivo'), 'Planes y coberturas');
    const file = new File(['plan;prepaga\n310;1\n'], 'plans.csv', { type: 'text/csv' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, file);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Simulación/ }).checked).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Iniciar la importación' }));

    const [sent] = api.callsTo('POST /pre/consola/v0/importaciones/plans');
    expect(Object.fromEntries(sent!.url.searchParams)).toEqual({
      dryRun: 'true',
      full: 'false',
      acceptPartial: 'false',
    });
    expect(sent!.headers.get('content-type')).toBe('text/csv');
    expect(await screen.findByText('Leyendo el archivo: 500 filas leídas…')).toBeTruthy();
    expect(location.pathname).toBe('/importaciones/trabajos/12');

    expect(
      await screen.findByText(
        'Simulación: se validó el archivo y no se aplicó nada.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Terminada');
    const figures = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(figures).toEqual({
      'Filas leídas': '1.234',
      Nuevas: '0',
      Cambiadas: '0',
      'Sin cambios': '1.234',
      'Dadas de baja': '0',
      Rechazadas: '0',
    });
    const readsWhenDone = reads;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(reads).toBe(readsWhenDone);
  });

  it('the money kinds cannot be a complete register nor accepted in part', async () => {
    const { user } = open('/importaciones');
    const full = await screen.findByRole<HTMLInputElement>('checkbox', { name: /Padrón completo/ });
    const partial = screen.getByRole<HTMLInputElement>('checkbox', { name: /Aceptar parciales/ });
    await user.click(full);
    expect(full.checked).toBe(true);
    expect(partial.disabled).toBe(true);

    await user.selectOptions(screen.getByLabelText('Tipo de archivo'), 'Pagos');
    expect(full.disabled).toBe(true);
    expect(full.checked).toBe(false);
    expect(partial.disabled).toBe(true);
  });

  it('asks for the file, and says the server’s refusal (a kind already running)', async () => {
    const { user, api } = open('/importaciones', {
      'POST /pre/consola/v0/importaciones/affiliates': errorReply(
        409,
        'Ya hay una importación de este tipo en curso (trabajo 9). Esperá a que termine para enviar otra.',
        'IMPORT_BUSY',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Iniciar la importación' }));
    expect(await screen.findByText('Elegí el archivo a importar.')).toBeTruthy();
    expect(api.callsTo('POST /pre/consola/v0/importaciones/affiliates')).toHaveLength(0);

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['x'], 'padron.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Iniciar la importación' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/trabajo 9/);
  });

  it('a refused file shows each refused row with its line, field and reason; a partial one its reject file', async () => {
    const problems = [{ line: 3, field: 'sexo', message: 'Debe ser F, M o X.' }];
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:rechazos');
    const { api, user } = open('/importaciones/trabajos/12', {
      [JOB]: {
        body: job({
          kind: 'affiliates',
          dryRun: false,
          acceptPartial: true,
          rejects: '/pre/consola/v0/importaciones/trabajos/12/rechazos',
          report: report({
            kind: 'affiliates',
            read: 2,
            new: 1,
            unchanged: 0,
            refused: 1,
            problems,
            applied: true,
            dryRun: false,
          }),
        }),
      },
      [REJECTS]: { body: {} },
    });
    const table = await screen.findByRole('table', { name: 'Filas rechazadas' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['3', 'sexo', 'Debe ser F, M o X.']);
    expect(
      screen.getByText(
        'Se aplicaron las filas válidas; las rechazadas quedaron en el archivo de rechazos.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Descargar el archivo de rechazos' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    expect(api.callsTo(REJECTS)).toHaveLength(1);
  });
});
