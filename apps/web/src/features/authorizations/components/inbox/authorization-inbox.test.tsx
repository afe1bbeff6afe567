import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { eventStream } from '@/testing/support-cases';
import { BASE, openPage, summary } from '../../testing';

vi.setConfig({ testTimeout: 30_000 });

const OBSERVED = {
  ...summary({
    nroAutorizacion: 7100002,
    estado: { id: 2, descripcion: 'Observado', display: 'Observado' },
    etapa: 'Auditoría médica',
  }),
  observacionAuditor: 'Falta la orden firmada por el médico.',
};

describe('Inbox', () => {
  it('shows the insurer’s observation; answering sends the text, confirms with a toast and the row leaves', async () => {
    let answered = false;
    const { user, api } = await openPage(
      {
        [`GET ${BASE}/inbox`]: () => ({
          body: answered ? { items: [], cantidad: 0 } : { items: [OBSERVED], cantidad: 1 },
        }),
        [`POST ${BASE}/tramites/7100002/respuesta`]: () => {
          answered = true;
          return { body: { autorizacion: summary({ nroAutorizacion: 7100002 }) } };
        },
      },
      { tab: 'inbox' },
    );
    const item = await screen.findByRole('listitem', { name: 'Trámite 7100002' });
    expect(within(item).getByText('Falta la orden firmada por el médico.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Inbox/ }).textContent).toContain('1 trámite observado');

    await user.click(within(item).getByRole('button', { name: 'Responder el trámite 7100002' }));
    await user.click(within(item).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await within(item).findByText('Escribí tu respuesta.')).toBeTruthy();
    await user.type(within(item).getByLabelText(/^Tu respuesta/), 'Adjunto la orden firmada.');
    await user.click(within(item).getByRole('button', { name: 'Enviar respuesta' }));

    expect(await screen.findByText('Su respuesta ha sido enviada.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Trámite 7100002' })).toBeNull(),
    );
    expect(screen.getByText('No tenés trámites observados que esperen tu respuesta.')).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/tramites/7100002/respuesta`)[0]?.body).toEqual({
      texto: 'Adjunto la orden firmada.',
      imagenes: [],
    });
  });

  it('the menu shows the Inbox count beside the module’s link', async () => {
    await openPage({ [`GET ${BASE}/inbox`]: { body: { items: [OBSERVED], cantidad: 1 } } });
    const link = await screen.findByRole('link', {
      name: /Trámites de autorizaciones.*1 trámite observado/,
    });
    expect(link).toBeTruthy();
  });

  it('a decision sent live refetches the Inbox without a reload', async () => {
    const live = eventStream();
    let observed = false;
    await openPage(
      {
        'GET /pre/v1/autorizaciones/eventos': { stream: live.stream },
        [`GET ${BASE}/inbox`]: () => ({
          body: observed ? { items: [OBSERVED], cantidad: 1 } : { items: [], cantidad: 0 },
        }),
      },
      { tab: 'inbox' },
    );
    await screen.findByText('No tenés trámites observados que esperen tu respuesta.');
    observed = true;
    live.send('autorizacion', {
      nroAutorizacion: 7100002,
      estado: OBSERVED.estado,
      etapa: OBSERVED.etapa,
      inbox: 1,
    });
    expect(await screen.findByRole('listitem', { name: 'Trámite 7100002' })).toBeTruthy();
  });
});
