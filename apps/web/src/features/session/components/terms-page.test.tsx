import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('terminos-y-condiciones', () => {
  it('shows the terms in force, their version and when the user accepted them', async () => {
    await seedSession(userConfig());
    mockModuleApi('terminos', {
      'GET /pre/v1/terminos/aceptacion': {
        body: {
          id: 1,
          version: '2026.1',
          texto: 'Condiciones de uso del portal de prestadores.',
          aceptadoEl: '05/01/2026 12:00',
        },
      },
    });
    renderApp({ path: '/terminos-y-condiciones' });
    expect(
      await screen.findByText('Versión 2026.1. Los aceptaste el 05/01/2026 12:00.'),
    ).toBeTruthy();
    const text = screen.getByRole('textbox', { name: 'Términos y condiciones (versión 2026.1)' });
    expect((text as HTMLTextAreaElement).value).toBe(
      'Condiciones de uso del portal de prestadores.',
    );
    expect((text as HTMLTextAreaElement).readOnly).toBe(true);
  });
});
