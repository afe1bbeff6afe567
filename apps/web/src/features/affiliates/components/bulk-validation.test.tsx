import type { BulkValidationRow } from '@portal/contracts';
import {
  AFFILIATE_NUMBER_MESSAGES,
  BULK_MESSAGES,
  parseAffiliateNumber,
} from '@portal/domain/affiliates';
import { CSV_BOM } from '@portal/domain/format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedSession } from '@/testing/factories';
import { mockModuleApi, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const PATH = '/tramitesonline/validar-afiliado';
const BULK = 'POST /pre/v1/validador/validacion-masiva';

interface Row {
  fila: number;
  numero: string;
  prestacion?: string | null;
}

/** A stand-in for the server's per-row answer: malformed, unknown, or valid with AP. */
function answerRows(request: MockRequest): { body: { resultados: BulkValidationRow[] } } {
  const { filas } = request.body as { filas: Row[] };
  return {
    body: {
      resultados: filas.map((row) => {
        const parsed = parseAffiliateNumber(row.numero);
        if (!parsed.ok) {
          return {
            fila: row.fila,
            numero: row.numero,
            valido: false,
            descripcion: parsed.message,
            modalidad: null,
          };
        }
        const valid = parsed.value.contra === 30000001;
        return {
          fila: row.fila,
          numero: row.numero,
          valido: valid,
          descripcion: valid ? 'Activo' : 'Credencial Inexistente',
          modalidad: valid && row.prestacion ? 'AP' : null,
        };
      }),
    },
  };
}

function csvFile(text: string, name = 'afiliados.csv') {
  return new File([text], name, { type: 'text/csv' });
}

function manyRows(count: number): string {
  return Array.from({ length: count }, (_, index) => `${40000000 + index} 1 01`).join('\n');
}

async function openBulkTab(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Validación masiva' }));
  // The tab's code arrives after the validation form's: wait for its file field.
  return waitFor(() => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('the bulk tab has not loaded yet');
    return input;
  });
}

afterEach(() => vi.restoreAllMocks());

describe('bulk validation', () => {
  it('validates a file with a bad row, summarises it and offers the results CSV', async () => {
    await seedSession();
    const api = mockModuleApi('validador-de-asociados', { [BULK]: answerRows });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:resultados';
    });
    const { user } = renderApp({ path: PATH });
    const input = await openBulkTab(user);
    await user.upload(
      input,
      csvFile('numero;prestacion\n30000001 1 01;420101\n30000001-1-01\n99999999 9 99\n'),
    );
    expect(await screen.findByText('3 filas para validar.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Validar archivo' }));

    expect(await screen.findByText('Procesadas: 3 de 3 filas')).toBeTruthy();
    const summary = screen.getByRole('group', { name: 'Resumen' });
    const stat = (label: string) =>
      within(summary).getByText(label).nextElementSibling?.textContent;
    expect(stat('Válidos')).toBe('1');
    expect(stat('No válidos')).toBe('1');
    expect(stat('Mal formados')).toBe('1');
    const table = screen.getByRole('table', { name: /mal formado/ });
    expect(within(table).getByText('30000001-1-01')).toBeTruthy();
    expect(within(table).getByText(AFFILIATE_NUMBER_MESSAGES.malformed)).toBeTruthy();
    expect(within(table).getByText('3')).toBeTruthy();

    const [call] = api.callsTo(BULK);
    expect(call?.body).toEqual({
      filas: [
        { fila: 2, numero: '30000001 1 01', prestacion: '420101' },
        { fila: 3, numero: '30000001-1-01', prestacion: null },
        { fila: 4, numero: '99999999 9 99', prestacion: null },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Descargar resultados (CSV)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resultados de la validación' });
    expect(within(dialog).getByRole('link', { name: 'Descargar' }).getAttribute('download')).toBe(
      'afiliados-resultados.csv',
    );
    const csv = await created[0]!.text();
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toContain(
      'Fila;Número de afiliado;Prestación;Válido;Descripción;Modalidad de cobertura',
    );
    expect(csv).toContain('2;30000001 1 01;420101;Sí;Activo;AP');
    expect(csv).toContain('4;99999999 9 99;;No;Credencial Inexistente;');
  });

  it('sends a big file in chunks of 500 and shows real progress', async () => {
    await seedSession();
    const api = mockModuleApi('validador-de-asociados', { [BULK]: answerRows });
    const { user } = renderApp({ path: PATH });
    const input = await openBulkTab(user);
    await user.upload(input, csvFile(manyRows(1200)));
    await user.click(await screen.findByRole('button', { name: 'Validar archivo' }));

    expect(await screen.findByText('Procesadas: 1.200 de 1.200 filas')).toBeTruthy();
    expect(api.callsTo(BULK).map((call) => (call.body as { filas: Row[] }).filas.length)).toEqual([
      500, 500, 200,
    ]);
    expect(
      screen
        .getByRole('progressbar', { name: 'Progreso de la validación' })
        .getAttribute('aria-valuenow'),
    ).toBe('100');
  });

  it('refuses a file of more than 5,000 rows with a clear message', async () => {
    await seedSession();
    const api = mockModuleApi('validador-de-asociados', { [BULK]: answerRows });
    const { user } = renderApp({ path: PATH });
    const input = await openBulkTab(user);
    await user.upload(input, csvFile(manyRows(5001)));
    expect(await screen.findByText(BULK_MESSAGES.tooManyRows)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Validar archivo' })).toBeNull();
    expect(api.callsTo(BULK)).toHaveLength(0);
  });

  it('tells one rule for the file and refuses what breaks it on arrival: a spreadsheet, a PDF named .csv', async () => {
    await seedSession();
    const api = mockModuleApi('validador-de-asociados', { [BULK]: answerRows });
    const { user } = renderApp({ path: PATH });
    const input = await openBulkTab(user);
    expect(input.accept).toBe('.csv,.txt');
    expect(screen.getByText('Un archivo CSV o TXT de texto, de hasta 2 MB.')).toBeTruthy();

    // The accept list only guides the file dialog: "Todos los archivos" picks anything.
    for (const picked of [
      new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 8, 0])], 'afiliados.xlsx'),
      new File(['%PDF-1.4\n', new Uint8Array([0, 0xff, 0xfe]), '\n%%EOF'], 'afiliados.csv'),
    ]) {
      const files = {
        0: picked,
        length: 1,
        item: (index: number) => (index === 0 ? picked : null),
      };
      fireEvent.change(input, { target: { files } });
      expect(
        await screen.findByText(
          'El archivo debe ser CSV o TXT de texto, con un afiliado por fila.',
        ),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Validar archivo' })).toBeNull();
    }
    expect(api.callsTo(BULK)).toHaveLength(0);

    await user.upload(input, csvFile('30000001 1 01\n', 'afiliados.txt'));
    expect(await screen.findByText('1 filas para validar.')).toBeTruthy();
  });

  it('cancelling stops before the next chunk and keeps what was done', async () => {
    await seedSession();
    let release: (() => void) | undefined;
    const api = mockModuleApi('validador-de-asociados', {
      [BULK]: async (request) => {
        if (api.callsTo(BULK).length === 2)
          await new Promise<void>((resolve) => (release = resolve));
        return answerRows(request);
      },
    });
    const { user } = renderApp({ path: PATH });
    const input = await openBulkTab(user);
    await user.upload(input, csvFile(manyRows(1500)));
    await user.click(await screen.findByRole('button', { name: 'Validar archivo' }));

    expect(await screen.findByText('Validando: 500 de 1.500 filas')).toBeTruthy();
    await waitFor(() => expect(release).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    release?.();

    expect(
      await screen.findByText('Validación cancelada: se procesaron 500 de 1.500 filas.'),
    ).toBeTruthy();
    expect(api.callsTo(BULK)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Descargar resultados (CSV)' })).toBeTruthy();
  });
});
