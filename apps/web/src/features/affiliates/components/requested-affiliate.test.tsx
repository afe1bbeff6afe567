import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { invalidAnswer } from '../testing';

const VALIDATE = 'POST /pre/v1/validador/100001/afiliado';

describe('validar afiliado asked for a number by the address (?afiliado=, the home’s links)', () => {
  it('validates it once as the page opens, shows the answer and leaves the address clean', async () => {
    await seedSession();
    const api = mockModuleApi('validador-de-asociados', {
      [VALIDATE]: { body: invalidAnswer('Baja') },
    });
    const { location } = renderApp({
      path: '/tramitesonline/validar-afiliado?afiliado=30000002+1+01',
    });
    expect(await screen.findByText('Afiliado no válido')).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: /Número de afiliado/ }).value,
    ).toBe('30000002 1 01');
    await waitFor(() => expect(location.search).toBe(''));
    expect(api.callsTo(VALIDATE).map((call) => call.body)).toEqual([
      expect.objectContaining({ contra: 30000002, middle: 1, inte: 1 }),
    ]);
  });

  it('validates nothing when the address names no number', async () => {
    await seedSession();
    const api = mockModuleApi('validador-de-asociados');
    renderApp({ path: '/tramitesonline/validar-afiliado' });
    await screen.findByRole('textbox', { name: /Número de afiliado/ });
    expect(api.callsTo(VALIDATE)).toHaveLength(0);
  });
});
