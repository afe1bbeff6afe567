import type { QueueTurnaround, StaffHome } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, sessionOf } from '@/testing/factories';
import { mockApi } from '@/testing/mock-api';
import { renderConsole } from '@/testing/render-console';

const ME = 'GET /pre/consola/v0/yo';
const HOME = 'GET /pre/consola/v0/inicio';
const TURNAROUND = 'GET /pre/consola/v0/colas/demoras';

const BUCKETS = [
  { id: 'menos-de-1-dia', descripcion: 'Menos de 1 día' },
  { id: '1-a-3-dias', descripcion: '1 a 3 días' },
  { id: '3-a-7-dias', descripcion: '3 a 7 días' },
  { id: 'mas-de-7-dias', descripcion: 'Más de 7 días' },
];

const queue = (
  id: StaffHome['colas'][number]['id'],
  nombre: string,
  mia: boolean,
  counts: [number, number, number, number],
) => ({
  id,
  nombre,
  mia,
  pendientes: counts.reduce((sum, count) => sum + count, 0),
  porAntiguedad: BUCKETS.map((bucket, index) => ({ id: bucket.id, cantidad: counts[index]! })),
  hoy: { recibidos: 4, decididos: 3 },
});

const home = (roles: { auditor: boolean }): StaffHome => ({
  antiguedades: BUCKETS,
  colas: [
    queue('autorizaciones', 'Autorizaciones', roles.auditor, [5, 2, 1, 1200]),
    queue('casos', 'Casos de soporte', false, [1, 0, 0, 0]),
  ],
});

const turnaround: QueueTurnaround = {
  dias: 30,
  colas: [
    {
      id: 'autorizaciones',
      nombre: 'Autorizaciones',
      decididos: 1500,
      p50Minutos: 200,
      p90Minutos: 3600,
      porDia: [
        { dia: '2026-11-27', recibidos: 40, decididos: 38 },
        { dia: '2026-11-28', recibidos: 12, decididos: 9 },
      ],
    },
    {
      id: 'casos',
      nombre: 'Casos de soporte',
      decididos: 0,
      p50Minutos: null,
      p90Minutos: null,
      porDia: [],
    },
  ],
};

describe('the console home', () => {
  it('shows a medical auditor what waits on them, every backlog by age, and the month', async () => {
    const auditor = admin(['medical-auditor']);
    mockApi({
      [ME]: { body: auditor },
      [HOME]: { body: home({ auditor: true }) },
      [TURNAROUND]: { body: turnaround },
    });
    renderConsole({ session: sessionOf(auditor) });

    const mine = await screen.findByRole('region', { name: 'Autorizaciones' });
    expect(within(mine).getByText('1.208 pendientes')).toBeTruthy();
    expect(within(mine).getByText('1.200 esperan hace más de 7 días')).toBeTruthy();
    expect(within(mine).getByRole('link', { name: 'Autorizaciones' }).getAttribute('href')).toBe(
      '/consola/colas/autorizaciones',
    );
    expect(screen.queryByRole('region', { name: 'Casos de soporte' })).toBeNull();

    const backlog = screen.getByRole('table', { name: 'Pendientes por cola y antigüedad' });
    const row = within(backlog).getByRole('row', { name: /Autorizaciones/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '2', '1', '1.200', '1.208', '4', '3']);
    // A queue of another role is a figure, not a link the server would refuse.
    expect(within(backlog).queryByRole('link', { name: 'Casos de soporte' })).toBeNull();

    const times = await screen.findByRole('table', { name: 'Demora hasta la decisión por cola' });
    expect(
      within(within(times).getByRole('row', { name: /Autorizaciones/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1.500', '3 h 20 min', '2,5 días']);
    expect(
      within(within(times).getByRole('row', { name: /Casos/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '—', '—']);
    expect(
      await screen.findByRole('img', {
        name: 'Autorizaciones: recibidos y decididos por día, del 27/11 al 28/11',
      }),
    ).toBeTruthy();
  });

  it('tells someone whose roles work no queue that the figures are the whole insurer', async () => {
    mockApi({
      [ME]: { body: admin() },
      [HOME]: { body: home({ auditor: false }) },
      [TURNAROUND]: { body: turnaround },
    });
    renderConsole({ session: sessionOf() });
    expect(
      await screen.findByText(
        'Ninguna cola es de tus roles: los números de abajo son de toda la aseguradora.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Autorizaciones' })).toBeNull();
  });
});
