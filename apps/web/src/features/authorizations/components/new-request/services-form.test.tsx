import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BASE, enterAffiliate, filed, MRI, openPage, type User } from '../../testing';

vi.setConfig({ testTimeout: 30_000 });

async function fillServices(user: User, kind: string) {
  await enterAffiliate(user);
  await user.click(await screen.findByRole('radio', { name: kind }));
  const place = await screen.findByRole('combobox', { name: /^Lugar de atención/ });
  await waitFor(() => expect(within(place).getAllByRole('option').length).toBe(2));
  await user.selectOptions(place, 'Consultorio Palermo (Av. Santa Fe 3200, CABA)');
  await user.type(screen.getByLabelText(/^Fecha de la orden/), '09032026');
  await user.type(screen.getByLabelText(/^Prestación 1/), String(MRI.codigo));
  await waitFor(() =>
    expect(screen.getByLabelText<HTMLInputElement>(/^Prestación 1/).value).toContain(
      MRI.descripcion,
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Enviar trámite' }));
}

describe('Alta de trámites: services decided at once or needing no authorization', () => {
  it('an immediate authorization shows its number, state and the insurer’s answer, with the printable authorization', async () => {
    const { user, api } = await openPage({
      [`POST ${BASE}/autorizacion-inmediata`]: filed(
        {
          nroAutorizacion: 7100010,
          tipo: 'autorizacion-inmediata',
          tipoDescripcion: 'Autorización inmediata',
          estado: { id: 3, descripcion: 'Aprobado', display: 'Finalizado' },
        },
        { mensaje: 'Autorizada por las reglas de cobertura.' },
      ),
    });
    await fillServices(user, 'Autorización inmediata');
    expect(await screen.findByRole('heading', { name: /N\.º 7100010/ })).toBeTruthy();
    expect(screen.getByText('Finalizado')).toBeTruthy();
    expect(screen.getByText('Aprobado')).toBeTruthy();
    expect(screen.getByText('Autorizada por las reglas de cobertura.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar autorización' })).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/autorizacion-inmediata`)[0]?.body).not.toHaveProperty(
      'imagenes',
    );
  });

  it('a service without authorization is checked first: one that needs it is named and nothing is sent', async () => {
    const { user, api } = await openPage({
      'GET /pre/v1/autorizaciones/esautorizable': { body: { esAutorizable: true } },
      [`POST ${BASE}/tramite-sin-autorizacion`]: filed({ tipo: 'tramite-sin-autorizacion' }),
    });
    await fillServices(user, 'Prestación sin autorización');
    expect(
      await screen.findByText(/Estas prestaciones requieren autorización: 340301/),
    ).toBeTruthy();
    const [check] = api.callsTo('GET /pre/v1/autorizaciones/esautorizable');
    expect(Object.fromEntries(check!.url.searchParams)).toEqual({ prestac: '340301', nomen: 'NN' });
    expect(api.callsTo(`POST ${BASE}/tramite-sin-autorizacion`)).toHaveLength(0);
  });

  it('services that need no authorization are registered', async () => {
    const { user, api } = await openPage({
      'GET /pre/v1/autorizaciones/esautorizable': { body: { esAutorizable: false } },
      [`POST ${BASE}/tramite-sin-autorizacion`]: filed({ tipo: 'tramite-sin-autorizacion' }),
    });
    await fillServices(user, 'Prestación sin autorización');
    await screen.findByText(/Trámite registrado/);
    expect(api.callsTo(`POST ${BASE}/tramite-sin-autorizacion`)[0]?.body).toMatchObject({
      prestacion: [{ codigo: MRI.codigo, cantidad: 1 }],
      imagenes: [],
    });
  });
});
