import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openPage } from '../../testing';
import { startRequest } from './request-kind-steps';

vi.setConfig({ testTimeout: 30_000 });

describe('Alta de trámites: what to attach, from the list documentacion-para-autorizaciones shows', () => {
  it('a medical authorization lists the order and studies, and the CUD once its type is disability', async () => {
    const { user } = await openPage();
    await startRequest(user, 'Autorización médica');
    const documents = () => screen.getByRole('list', { name: 'Documentación a adjuntar' });
    expect(within(documents()).getAllByRole('listitem')[0]!.textContent).toBe(
      'Orden médica con diagnóstico, fecha, firma y sello del profesional',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Tipo de autorización/ }),
      'Discapacidad',
    );
    expect(
      within(documents()).getByText('Certificado Único de Discapacidad (CUD) vigente'),
    ).toBeTruthy();
  });

  it('a scheduled transfer asks for the transfer order and the kind of ambulance', async () => {
    const { user } = await openPage();
    await startRequest(user, 'Traslado programado');
    expect(
      within(screen.getByRole('list', { name: 'Documentación a adjuntar' })).getByText(
        'Indicación del tipo de móvil (simple, con médico o de alta complejidad)',
      ),
    ).toBeTruthy();
  });
});
