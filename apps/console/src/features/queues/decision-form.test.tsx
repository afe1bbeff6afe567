import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, queueItemDetail, sessionOf } from '@/testing/factories';
import { errorReply, mockApi } from '@/testing/mock-api';
import { renderConsole } from '@/testing/render-console';

const ME = 'GET /pre/consola/v0/yo';
const ITEM = 'GET /pre/consola/v0/colas/autorizaciones/501';
const DECIDE = 'POST /pre/consola/v0/colas/autorizaciones/501/decision';
const auditor = admin(['medical-auditor']);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const decided = (id: number, descripcion: string) =>
  queueItemDetail({ estado: { id, descripcion } });

describe('deciding an authorization', () => {
  it('observes it with a message and a file, and then shows it observed', async () => {
    const api = mockApi({
      [ME]: { body: auditor },
      [ITEM]: { body: queueItemDetail() },
      [DECIDE]: { body: decided(2, 'Observado') },
    });
    const { user } = renderConsole({
      path: '/colas/autorizaciones/501',
      session: sessionOf(auditor),
    });

    await user.click(await screen.findByRole('radio', { name: 'Observar' }));
    await user.click(screen.getByRole('button', { name: 'Observar' }));
    expect(await screen.findByText('Escribí la observación para el prestador.')).toBeTruthy();
    expect(api.callsTo(DECIDE)).toHaveLength(0);

    await user.type(screen.getByLabelText(/Mensaje para el prestador/), 'Falta la orden firmada.');
    // Mantine's FileInput is a button named by its label over a hidden file input.
    expect(screen.getByRole('button', { name: 'Adjuntos' })).toBeTruthy();
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([PDF], 'pedido.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('pedido.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Observar' }));

    expect((await screen.findByRole('status')).textContent).toBe('Decisión registrada: Observado.');
    const body = api.callsTo(DECIDE)[0]!.body as {
      accion: string;
      mensaje: string;
      archivos: { fileName: string; sizeInBytes: string }[];
    };
    expect(body.accion).toBe('observar');
    expect(body.mensaje).toBe('Falta la orden firmada.');
    expect(body.archivos.map((file) => [file.fileName, file.sizeInBytes])).toEqual([
      ['pedido.pdf', String(PDF.length)],
    ]);
    expect(screen.getByText('Este pedido no espera una decisión de la aseguradora.')).toBeTruthy();
  });

  it('asks for confirmation before approving, and sends nothing if cancelled', async () => {
    const api = mockApi({
      [ME]: { body: auditor },
      [ITEM]: { body: queueItemDetail() },
      [DECIDE]: { body: decided(3, 'Autorizado') },
    });
    const { user } = renderConsole({
      path: '/colas/autorizaciones/501',
      session: sessionOf(auditor),
    });

    await user.click(await screen.findByRole('radio', { name: 'Aprobar' }));
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Aprobar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo(DECIDE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    dialog = await screen.findByRole('dialog', { name: '¿Aprobar?' });
    expect(within(dialog).getByText(/no se puede deshacer/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Decisión registrada: Autorizado.',
    );
    // The body as the call's contract parses it: no file, so an empty list.
    expect(api.callsTo(DECIDE)[0]!.body).toEqual({ accion: 'aprobar', mensaje: '', archivos: [] });
  });

  it('says someone else decided first (409) and shows the item as it is now', async () => {
    let reads = 0;
    mockApi({
      [ME]: { body: auditor },
      [ITEM]: () => {
        reads += 1;
        return { body: reads === 1 ? queueItemDetail() : decided(4, 'Rechazado') };
      },
      [DECIDE]: errorReply(409, 'El trámite no espera una decisión.', 'NOT_WAITING'),
    });
    const { user } = renderConsole({
      path: '/colas/autorizaciones/501',
      session: sessionOf(auditor),
    });

    await user.click(await screen.findByRole('radio', { name: 'Observar' }));
    await user.type(screen.getByLabelText(/Mensaje para el prestador/), 'Falta la orden.');
    await user.click(screen.getByRole('button', { name: 'Observar' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este pedido ya no espera una decisión: otra persona lo decidió o espera la respuesta del prestador. Se muestra su estado actual.',
    );
    expect(await screen.findByText('Rechazado')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Decisión' })).toBeNull();
  });

  it("shows the server's message for any other refusal and keeps what was typed", async () => {
    mockApi({
      [ME]: { body: auditor },
      [ITEM]: { body: queueItemDetail() },
      [DECIDE]: errorReply(400, 'El archivo no es un PDF válido.'),
    });
    const { user } = renderConsole({
      path: '/colas/autorizaciones/501',
      session: sessionOf(auditor),
    });
    await user.click(await screen.findByRole('radio', { name: 'Observar' }));
    await user.type(screen.getByLabelText(/Mensaje para el prestador/), 'Revisar.');
    await user.click(screen.getByRole('button', { name: 'Observar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El archivo no es un PDF válido.');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Mensaje para el prestador/).value).toBe(
      'Revisar.',
    );
  });
});

describe('deciding a support case', () => {
  it('moves it to another area with a message', async () => {
    const support = admin(['support']);
    const api = mockApi({
      [ME]: { body: support },
      'GET /pre/consola/v0/colas/casos/9': {
        body: queueItemDetail({
          id: 9,
          cola: 'casos',
          tipo: { id: '9', descripcion: 'Consultas' },
        }),
      },
      'POST /pre/consola/v0/colas/casos/9/decision': {
        body: queueItemDetail({ id: 9, cola: 'casos' }),
      },
    });
    const { user } = renderConsole({ path: '/colas/casos/9', session: sessionOf(support) });

    await user.click(await screen.findByRole('radio', { name: 'Pasar a otra área' }));
    await user.type(screen.getByLabelText(/Mensaje para el prestador/), 'Lo ve Liquidaciones.');
    await user.click(screen.getByRole('button', { name: 'Pasar a otra área' }));
    expect(await screen.findByText('Elegí el área a la que pasa el trámite.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/Área a la que pasa/), 'Liquidaciones');
    await user.click(screen.getByRole('button', { name: 'Pasar a otra área' }));

    expect(await screen.findByText('Decisión registrada: Pendiente.')).toBeTruthy();
    expect(api.callsTo('POST /pre/consola/v0/colas/casos/9/decision')[0]!.body).toEqual({
      accion: 'mover',
      mensaje: 'Lo ve Liquidaciones.',
      area: 'liquidaciones',
      archivos: [],
    });
  });
});
