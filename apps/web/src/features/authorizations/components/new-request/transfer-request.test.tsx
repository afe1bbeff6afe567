import { screen } from '@testing-library/react';
import { TYPED_DATE_INVALID } from '@portal/domain/format';
import { describe, expect, it, vi } from 'vitest';
import { file, PDF_BYTES } from '@/testing/support-cases';
import { BASE, filed, openPage, type User } from '../../testing';
import { AFILIADO, expectRefused, send, startRequest } from './request-kind-steps';

// Journeys type into several fields; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

describe('Alta de trámites: the scheduled transfer', () => {
  const CALL = `POST ${BASE}/traslado-programado-cimg`;
  const answer = filed({
    tipo: 'traslado-programado-cimg',
    tipoDescripcion: 'Traslado programado',
    tipoPrestacion: '10',
    resumen: 'Traslado: Hospital Italiano → Domicilio',
  });

  async function fillTransfer(
    user: User,
    { order = '09032026', transfer = '12032026', origin = '', destination = '' } = {},
  ) {
    await startRequest(user, 'Traslado programado');
    await user.type(await screen.findByLabelText(/^Fecha de la orden/), order);
    await user.type(screen.getByLabelText(/^Fecha del traslado/), transfer);
    if (origin) await user.type(screen.getByLabelText(/^Origen/), origin);
    if (destination) await user.type(screen.getByLabelText(/^Destino/), destination);
  }

  it('sends exactly the §3 body: tramite with the provider, the affiliate and the files', async () => {
    const { user, api } = await openPage({ [CALL]: answer });
    await fillTransfer(user, { origin: 'Hospital Italiano', destination: 'Domicilio' });
    // A transfer has no attention place of the provider.
    expect(screen.queryByRole('combobox', { name: /^Lugar de atención/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Ida y vuelta' }));
    await user.type(screen.getByLabelText(/^Observación/), 'Silla de ruedas');
    await user.upload(screen.getByLabelText('Adjuntar archivos'), file('orden.pdf', PDF_BYTES));
    await screen.findByText(/orden\.pdf/);
    await send(user);

    await screen.findByText(/Trámite registrado/);
    const calls = api.callsTo(CALL);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      tramite: {
        prestador: 100001,
        fechaOrden: '09/03/2026',
        fechaTraslado: '12/03/2026',
        origen: 'Hospital Italiano',
        destino: 'Domicilio',
        idaYVuelta: true,
        observacion: 'Silla de ruedas',
      },
      afiliado: AFILIADO,
      imagenes: [
        {
          fileName: 'orden.pdf',
          sizeInBytes: String(PDF_BYTES.length),
          base64Content: btoa(String.fromCharCode(...PDF_BYTES)),
        },
      ],
    });
  });

  it('an empty origin and destination are refused on their fields and nothing is sent', async () => {
    const { user, api } = await openPage({ [CALL]: answer });
    await fillTransfer(user);
    await send(user);

    await expectRefused(/^Origen/, 'Indicá el origen del traslado.');
    await expectRefused(/^Destino/, 'Indicá el destino del traslado.');
    expect(api.callsTo(CALL)).toHaveLength(0);
  });

  it('a transfer dated before its order is refused on the transfer date and nothing is sent', async () => {
    const { user, api } = await openPage({ [CALL]: answer });
    await fillTransfer(user, {
      transfer: '08032026',
      origin: 'Hospital Italiano',
      destination: 'Domicilio',
    });
    await send(user);

    await expectRefused(
      /^Fecha del traslado/,
      'La fecha del traslado no puede ser anterior a la fecha de la orden.',
    );
    expect(api.callsTo(CALL)).toHaveLength(0);

    // The same day as the order is allowed.
    const transfer = screen.getByLabelText(/^Fecha del traslado/);
    await user.clear(transfer);
    await user.type(transfer, '09032026');
    await send(user);
    await screen.findByText(/Trámite registrado/);
    expect(api.callsTo(CALL)[0]?.body).toMatchObject({
      tramite: { fechaOrden: '09/03/2026', fechaTraslado: '09/03/2026' },
    });
  });

  it('a transfer date that is no real day is refused on the field and nothing is sent', async () => {
    const { user, api } = await openPage({ [CALL]: answer });
    await fillTransfer(user, {
      transfer: '31022026',
      origin: 'Hospital Italiano',
      destination: 'Domicilio',
    });
    await send(user);

    await expectRefused(/^Fecha del traslado/, TYPED_DATE_INVALID);
    expect(api.callsTo(CALL)).toHaveLength(0);
  });

  it('an order dated after today is refused on the order date before sending', async () => {
    const { user, api } = await openPage({ [CALL]: answer });
    await fillTransfer(user, {
      order: '11032026',
      transfer: '12032026',
      origin: 'Hospital Italiano',
      destination: 'Domicilio',
    });
    await send(user);

    await expectRefused(/^Fecha de la orden/, 'La fecha de la orden no puede ser posterior a hoy.');
    expect(api.callsTo(CALL)).toHaveLength(0);
  });
});
