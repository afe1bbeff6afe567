import { screen, waitFor } from '@testing-library/react';
import { debitClaimHref } from '@portal/domain/settlements';
import { describe, expect, it, vi } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { CASE_NOW, referenceRoutes } from '@/testing/support-cases';
import { created, motivoSelect, postProcess } from './new-case-testing';

vi.setConfig({ testTimeout: 20_000 });

const LINE =
  '14/02/2026 · 30000001 1 01 Juan Pérez · 420101 Consulta médica · $ 2.500,50 · D01 Prestación sin autorización previa';

describe("new case: a debit's 'Reclamar' from the settlement", () => {
  it('opens filled in (Liquidaciones, Débitos en la liquidación, expediente, comprobante, the line quoted) and files submotivo 24', async () => {
    await seedSession(userConfig({ managementUnit: [5] }));
    const api = mockApi({
      ...referenceRoutes('A'),
      'POST /pre/v1/cap/alta-tramite': created(4100100, 'AMB_CAP_LIQUIDACIONES'),
      ...postProcess(4100100, 'AMB_CAP_LIQUIDACIONES'),
    });
    const { user } = renderApp({
      path: debitClaimHref({
        expediente: 1100024,
        comprobanteNumero: '0003-00001023',
        comprobanteTipo: 'FB',
        linea: LINE,
      }),
      now: () => CASE_NOW,
    });
    const radio = await screen.findByRole('radio', { name: 'Liquidaciones' });
    await waitFor(() => expect((radio as HTMLInputElement).checked).toBe(true));
    await waitFor(() =>
      expect((motivoSelect() as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
        'Débitos en la liquidación',
      ),
    );
    expect(screen.getByLabelText<HTMLInputElement>(/^Número de expediente/).value).toBe('1100024');
    expect(screen.getByLabelText<HTMLInputElement>(/^Número de comprobante/).value).toBe(
      '0003-00001023',
    );
    expect(screen.getByLabelText<HTMLSelectElement>(/^Tipo de comprobante/).value).toBe('FB');
    expect(screen.getByLabelText<HTMLInputElement>(/^Asunto/).value).toBe(
      'Reclamo de débito del expediente 1100024',
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Detalle de la consulta/).value).toContain(
      `"${LINE}"`,
    );

    await user.click(screen.getByRole('button', { name: 'Enviar trámite' }));
    expect(
      await screen.findByText(/Su trámite fue registrado con el número 4100100\./),
    ).toBeTruthy();
    const [call] = api.callsTo('POST /pre/v1/cap/alta-tramite');
    expect(call?.body).toMatchObject({
      workContext: 'AMB_CAP_LIQUIDACIONES',
      capObject: {
        generico: { submotivo: { id: 24 } },
        expediente: { numero: '1100024', comprobante: { numero: '0003-00001023', tipo: 'FB' } },
      },
    });
  });

  it('a link without the claim mark opens the empty form', async () => {
    await seedSession(userConfig({ managementUnit: [5] }));
    mockApi(referenceRoutes('A'));
    renderApp({ path: '/tramitesonline/capweb?expediente=1100024&tipo=FB', now: () => CASE_NOW });
    const radio = await screen.findByRole('radio', { name: 'Liquidaciones' });
    expect((radio as HTMLInputElement).checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>(/^Asunto/).value).toBe('');
  });
});
