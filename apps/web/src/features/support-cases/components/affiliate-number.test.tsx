import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedSession } from '@/testing/factories';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import {
  CASE_NOW,
  caseDetail,
  caseTimeline,
  FOUND_AUTHORIZATIONS,
  processDetail,
  referenceRoutes,
} from '@/testing/support-cases';
import { chooseArea, motivoSelect, openForm } from './new-case/new-case-testing';

vi.setConfig({ testTimeout: 20_000 });

/** the picker wrote "(30000001/01)"; the spec's number is "30000001 1 01". */
describe('the support centre shows the affiliate number whole, as the credential does', () => {
  it('in the authorization picker and the chosen authorization', async () => {
    const { user } = await openForm({
      'GET /pre/v2/busqueda-autorizaciones': { body: FOUND_AUTHORIZATIONS },
    });
    await chooseArea(user, 'Autorizaciones');
    await user.selectOptions(motivoSelect(), 'Cirugía con materiales y prótesis');
    const row = await screen.findByRole('row', { name: /7000101/ });
    expect(within(row).getByText('Juan Pérez · 30000001 1 01')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Autorización 7000101' }));
    const chosen = screen.getByRole('alert', { name: /Autorización N.º 7000101/ });
    expect(chosen.textContent).toContain('Juan Pérez · 30000001 1 01');
    expect(document.body.textContent).not.toContain('30000001/01');
  });

  it('in the detail of a case about an authorization', async () => {
    const N = 4100001;
    await seedSession();
    mockApi({
      ...referenceRoutes(),
      [`GET /pre/v2/cap/${N}/DetalleTramite`]: {
        body: caseDetail({
          expediente: null,
          autorizacion: {
            nroAutorizacion: 7000101,
            nroTrmAutorizacion: 910101,
            contraAfi: 30000001,
            middleAfi: 1,
            inteAfi: 1,
            nombreApeAfi: 'Juan Pérez',
            fechaAutorizacion: '2026-03-07T13:00:00.000Z',
          },
        }),
      },
      [`GET /pre/v1/process/tramite/${N}`]: { body: caseTimeline(N) },
      [`GET /pre/v2/proveedores/tramites/${N}`]: { body: processDetail(N) },
    });
    renderApp({ path: `/tramitesonline/capweb/tramite/${N}`, now: () => CASE_NOW });
    const label = await screen.findByText('Afiliado');
    expect(label.nextElementSibling?.textContent).toBe('Juan Pérez · 30000001 1 01');
  });
});
