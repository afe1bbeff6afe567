import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { CASE_NOW, referenceRoutes } from '@/testing/support-cases';

/*
 * What the new-case tests share: the API's replies to a filed case, and opening the tab and
 * choosing an area the way a user does.
 */

/** The reply of POST /pre/v1/cap/alta-tramite when the case is filed. */
export const created = (nroTramite: number, workContext: string) => ({
  status: 201,
  body: {
    nroTramite,
    tramiteId: 9,
    tramiteJbpm: 5100099,
    estado: 1,
    estadoDesc: 'pendiente',
    workContext,
    ts: '20260310100000',
    emails: ['demo@prestadores.test'],
    archivos: [],
  },
});

/** The two post-process calls that follow a filed case. */
export function postProcess(nroTramite: number, workContext: string): MockRoutes {
  return {
    'GET /pre/cap/5100099/20260310100000/PostProcess1': {
      body: {
        nroTramite,
        tramiteId: 9,
        tramiteJbpm: 5100099,
        estado: 1,
        estadoDesc: 'pendiente',
        emails: ['demo@prestadores.test'],
      },
    },
    [`GET /pre/cap/${nroTramite}/${workContext}/PostProcess2`]: {
      body: {
        nroTramite,
        workflow: workContext,
        area: 'liquidaciones',
        submotivo: 24,
        tarea: 'Recepción del trámite',
        asignadoA: 'Mesa de Liquidaciones',
      },
    },
  };
}

/** Opens the new-case tab as a provider of ambit A (AMBA) or I (interior), with extra routes. */
export async function openForm(routes: MockRoutes = {}, ambit: 'A' | 'I' = 'A') {
  await seedSession(
    userConfig({ managementUnit: ambit === 'I' ? [6] : [5] }, ambit === 'I' ? 'I' : 'P'),
  );
  const api = mockApi({ ...referenceRoutes(ambit), ...routes });
  const utils = renderApp({ path: '/tramitesonline/capweb', now: () => CASE_NOW });
  await screen.findByRole('radio', { name: 'Liquidaciones' });
  return { api, ...utils };
}

export const motivoSelect = () => screen.getByRole('combobox', { name: /^Motivo/ });

/** Picks an area and waits for its motivos to load. */
export async function chooseArea(user: Awaited<ReturnType<typeof openForm>>['user'], area: string) {
  await user.click(screen.getByRole('radio', { name: area }));
  await waitFor(() =>
    expect(within(motivoSelect()).getAllByRole('option').length).toBeGreaterThan(1),
  );
}
