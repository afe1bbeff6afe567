import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { PDF_BYTES } from '@/testing/support-cases';
import { BASE, detail, NOW, PAGE, pageRoutes } from '../testing';

vi.setConfig({ testTimeout: 30_000 });

const OBSERVED = detail({
  estado: { id: 2, descripcion: 'Observado', display: 'Observado' },
  etapa: 'Auditoría médica',
  observacionAuditor: 'Falta la orden firmada por el médico.',
  datos: { requiereMedicacion: true, fechaCirugia: null },
  archivos: [
    {
      id: 5,
      fileName: 'orden.pdf',
      size: 2048,
      contentType: 'application/pdf',
      fecha: '2026-03-10T13:05:00.000Z',
      origen: 'prestador',
    },
  ],
  historial: [
    {
      fecha: '2026-03-10T13:05:00.000Z',
      estado: { id: 1, descripcion: 'Pendiente', display: 'Pendiente' },
      etapa: 'Recepción',
      origen: 'prestador',
      autor: 'María Laura González',
      mensaje: null,
    },
    {
      fecha: '2026-03-10T15:00:00.000Z',
      estado: { id: 2, descripcion: 'Observado', display: 'Observado' },
      etapa: 'Auditoría médica',
      origen: 'auditor',
      autor: 'Auditoría Médica',
      mensaje: 'Falta la orden firmada por el médico.',
    },
  ],
});

const APPROVED = {
  ...OBSERVED,
  estado: { id: 3, descripcion: 'Aprobado', display: 'Finalizado' as const },
  etapa: 'Resolución',
  observacionAuditor: null,
  validezHasta: '2026-05-09',
};

async function openDetail(request: typeof OBSERVED = OBSERVED) {
  await seedSession(userConfig());
  const api = mockApi({
    ...pageRoutes(),
    [`GET ${BASE}/tramites/7100001`]: { body: request },
    [`GET ${BASE}/tramites/7100001/archivos/5`]: { body: PDF_BYTES },
    [`GET ${BASE}/tramites/7100001/pdf`]: { body: PDF_BYTES },
  });
  const utils = renderApp({ path: `${PAGE}/tramites/7100001`, now: () => NOW });
  await screen.findByRole('heading', { name: 'Trámite N.º 7100001' });
  return { api, ...utils };
}

describe('a request’s own page', () => {
  it('shows every field, the insurer’s observation, the process steps and the history of states', async () => {
    await openDetail();
    const fields = await screen.findByText('Fecha de la orden');
    expect(fields.nextElementSibling?.textContent).toBe('09/03/2026');
    expect(screen.getByText('Requiere medicación').nextElementSibling?.textContent).toBe('Sí');
    expect(screen.getAllByText('Falta la orden firmada por el médico.').length).toBe(2);
    const steps = screen.getByRole('region', { name: 'Etapas del proceso' });
    expect(within(steps).getByText('Auditoría médica')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Historial de estados' });
    expect(within(history).getByText(/Auditoría: Auditoría Médica/)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Respuesta al trámite 7100001' })).toBeTruthy();
  });

  it('downloads a file; an observed request offers no printable authorization yet', async () => {
    const { user, api } = await openDetail();
    await user.click(await screen.findByRole('button', { name: 'Descargar orden.pdf' }));
    expect(await screen.findByText('El archivo orden.pdf está listo para descargar.')).toBeTruthy();
    expect(api.callsTo(`GET ${BASE}/tramites/7100001/archivos/5`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Descargar PDF' })).toBeNull();
  });

  it('downloads the PDF of an approved request through the download dialog', async () => {
    const { user } = await openDetail(APPROVED);
    await user.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    expect(
      await screen.findByText('La autorización N.º 7100001 está lista para descargar.'),
    ).toBeTruthy();
  });
});
