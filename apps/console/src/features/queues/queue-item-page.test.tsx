import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { admin, queueItemDetail, sessionOf } from '@/testing/factories';
import { errorReply, mockApi } from '@/testing/mock-api';
import { renderConsole } from '@/testing/render-console';

const ME = 'GET /pre/consola/v0/yo';
const ITEM = 'GET /pre/consola/v0/colas/autorizaciones/501';
const FILE = 'GET /pre/consola/v0/colas/autorizaciones/501/archivos/77';
const auditor = admin(['medical-auditor']);

describe('an item of the authorization queue', () => {
  it('shows everything the provider sent, its files and its history', async () => {
    mockApi({ [ME]: { body: auditor }, [ITEM]: { body: queueItemDetail() } });
    renderConsole({ path: '/colas/autorizaciones/501', session: sessionOf(auditor) });

    expect(
      await screen.findByRole('heading', { name: 'Autorización médica N.º 90501' }),
    ).toBeTruthy();
    expect(screen.getByText(/espera hace 3 días/)).toBeTruthy();
    const fields = screen.getByRole('table', { name: 'Datos del pedido' });
    expect(
      within(fields).getByRole('row', { name: 'Afiliado 12345678/01 · Pérez, Ana' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar orden-medica.pdf' })).toBeTruthy();
    expect(screen.getByText(/117 KB · del prestador/)).toBeTruthy();
    expect(screen.getByText('Solicitud enviada')).toBeTruthy();
    expect(screen.getByText('Prestador: Ana Gómez (ana@clinica.test)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a Autorizaciones' })).toBeTruthy();
  });

  it('downloads a file with the staff session', async () => {
    const api = mockApi({
      [ME]: { body: auditor },
      [ITEM]: { body: queueItemDetail() },
      [FILE]: { body: {} },
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:orden');
    const { user } = renderConsole({
      path: '/colas/autorizaciones/501',
      session: sessionOf(auditor),
    });

    await user.click(await screen.findByRole('button', { name: 'Descargar orden-medica.pdf' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    expect(api.callsTo(FILE)[0]?.headers.get('authorization')).toBe('Bearer stf.sesion.firma');
  });

  it('says what the server says when the item is not in this queue', async () => {
    mockApi({
      [ME]: { body: auditor },
      [ITEM]: errorReply(404, 'El pedido no existe en esta cola.'),
    });
    renderConsole({ path: '/colas/autorizaciones/501', session: sessionOf(auditor) });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El pedido no existe en esta cola.',
    );
  });
});
