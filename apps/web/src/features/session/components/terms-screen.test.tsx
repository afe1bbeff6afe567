import { MESSAGES } from '@portal/domain/app';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { errorReply, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const terms = { id: 3, version: '2.0', texto: 'Cláusula primera: el prestador acepta…' };
const ACCEPT = 'POST /pre/v1/11/terminos/3/aceptar';

describe('terms and conditions', () => {
  it('a provider reads the terms in a read-only box, accepts them and goes home', async () => {
    await seedSession(userConfig({ userHasAcceptedTerms: false }));
    const api = mockApi({
      'GET /pre/v1/terminos': { body: terms },
      [ACCEPT]: { body: { resultado: 'ok' } },
    });
    const { user, location } = renderApp({ path: '/terminos-y-condiciones' });

    const text = await screen.findByRole<HTMLTextAreaElement>('textbox', {
      name: /Términos y condiciones/,
    });
    expect(text.readOnly).toBe(true);
    expect(text.value).toBe(terms.texto);
    await user.click(screen.getByRole('button', { name: MESSAGES.acceptTerms }));

    await waitFor(() => expect(location.pathname).toBe('/'));
    const [call] = api.callsTo(ACCEPT);
    expect(call?.url.search).toBe('?entidad=2&canal=2');
    expect(call?.body).toMatchObject({ dispositivo: { id: expect.any(String) as string } });
    expect(localStorage.getItem('userHasAcceptedTerms')).toBe('true');
    expect(api.callsTo('GET /pre/v1/terminos')[0]?.url.search).toBe('?entidad=2&canal=2');
  });

  it('an answer other than ok does not count as accepted', async () => {
    await seedSession(userConfig({ userHasAcceptedTerms: false }));
    mockApi({
      'GET /pre/v1/terminos': { body: terms },
      [ACCEPT]: {
        body: { resultado: 'error' },
        offContract: 'our API answers only ok; the spec has the portal count nothing else',
      },
    });
    const { user, location } = renderApp({ path: '/terminos-y-condiciones' });
    await user.click(await screen.findByRole('button', { name: MESSAGES.acceptTerms }));

    const dialog = await screen.findByRole('dialog', { name: 'Ups!' });
    expect(within(dialog).getByText(MESSAGES.genericError)).toBeTruthy();
    expect(location.pathname).toBe('/terminos-y-condiciones');
    expect(localStorage.getItem('userHasAcceptedTerms')).toBe('false');
  });

  it('a server error while accepting shows the server message', async () => {
    await seedSession(userConfig({ userHasAcceptedTerms: false }));
    mockApi({
      'GET /pre/v1/terminos': { body: terms },
      [ACCEPT]: errorReply(409, 'La versión de los términos cambió, recargá la página.'),
    });
    const { user } = renderApp({ path: '/terminos-y-condiciones' });
    await user.click(await screen.findByRole('button', { name: MESSAGES.acceptTerms }));
    expect(
      await screen.findByText('La versión de los términos cambió, recargá la página.'),
    ).toBeTruthy();
  });

  it('when the terms cannot be loaded the screen shows the server message', async () => {
    await seedSession(userConfig({ userHasAcceptedTerms: false }));
    mockApi({ 'GET /pre/v1/terminos': errorReply(404, 'No hay términos vigentes.') });
    renderApp({ path: '/terminos-y-condiciones' });
    expect(await screen.findByText('No hay términos vigentes.')).toBeTruthy();
  });
});
