import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { BASE, detail, NOW, PAGE, pageRoutes } from '../testing';

vi.setConfig({ testTimeout: 30_000 });

async function openDetail(request: ReturnType<typeof detail>) {
  await seedSession(userConfig());
  mockApi({ ...pageRoutes(), [`GET ${BASE}/tramites/7100001`]: { body: request } });
  renderApp({ path: `${PAGE}/tramites/7100001`, now: () => NOW });
  await screen.findByRole('heading', { name: 'Trámite N.º 7100001' });
  await screen.findByText('Fecha de la orden');
}

const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

/** the detail printed "Tipo de autorización practica", a code, not the kind's name. */
describe("a request's own fields are read by their names, never their codes", () => {
  it('the medical authorization type is the catalogue name', async () => {
    await openDetail(detail({ datos: { tipoAutorizacionMedica: 'practica', fechaCirugia: null } }));
    expect(valueOf('Tipo de autorización')).toBe('Práctica ambulatoria');
  });

  it('the affiliate is the whole number of spec §3, as the credential prints it', async () => {
    await openDetail(detail());
    expect(valueOf('Afiliado')).toBe('30000001 1 01 · Juan Pérez');
  });

  it("a hospitalization notice's room and type, and a dental request's orthodontics flag", async () => {
    await openDetail(
      detail({
        datos: { sala: 1, tipoInternacion: 3, ortodoncia: 0, diagnosticoDescripcion: 'x' },
      }),
    );
    expect(valueOf('Sala')).toBe('Sala general');
    expect(valueOf('Tipo de internación')).toBe('Obstétrica');
    expect(valueOf('Ortodoncia')).toBe('No');
    expect(valueOf('Descripción del diagnóstico')).toBe('x');
  });
});
