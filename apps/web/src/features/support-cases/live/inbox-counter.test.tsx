import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { permissions, seedSession, userConfig } from '@/testing/factories';
import { errorReply, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { CASE_NOW, caseSummary, eventStream, referenceRoutes } from '@/testing/support-cases';

vi.setConfig({ testTimeout: 20_000 });

const inbox = (count: number) => ({
  body: {
    cantidad: count,
    tramites: Array.from({ length: count }, (_, i) =>
      caseSummary({ nroTramite: 4100020 + i, estado: 2, estadoDesc: 'observado' }),
    ),
  },
});

const menuLink = (name: RegExp) => screen.findByRole('link', { name });
const inboxTab = (name: RegExp) => screen.findByRole('tab', { name });

describe('inbox counter', () => {
  it('the menu entry and the inbox tab show the unread counter, the inbox length', async () => {
    await seedSession();
    mockApi({ ...referenceRoutes(), 'GET /pre/v1/cap/tramites-pendientes': inbox(2) });
    renderApp({ path: '/tramitesonline/capweb', now: () => CASE_NOW });
    expect(
      await menuLink(/^Centro de atención al prestador \(2 trámites pendientes de respuesta\)$/),
    ).toBeTruthy();
    expect(await inboxTab(/^Inbox \(2 trámites pendientes de respuesta\)$/)).toBeTruthy();
  });

  it('the inbox tab lists the cases waiting for an answer, each with its way to answer', async () => {
    await seedSession();
    mockApi({ ...referenceRoutes(), 'GET /pre/v1/cap/tramites-pendientes': inbox(1) });
    renderApp({ path: '/tramitesonline/capweb?pestania=inbox', now: () => CASE_NOW });
    const answer = await screen.findByRole('link', { name: 'Responder el trámite 4100020' });
    expect(answer.getAttribute('href')).toBe(
      '/prestadores/tramitesonline/capweb/tramite/4100020#responder',
    );
  });

  it('a failed inbox shows the §8 toast', async () => {
    await seedSession();
    mockApi({
      ...referenceRoutes(),
      'GET /pre/v1/cap/tramites-pendientes': errorReply(500, 'caído'),
    });
    renderApp({ path: '/tramitesonline/capweb?pestania=inbox', now: () => CASE_NOW });
    expect(
      (await screen.findAllByText('Lo sentimos, hubo un error al obtener trámites pendientes'))
        .length,
    ).toBeGreaterThan(0);
  });

  it('live events move the counter on any page, read with the bearer header and no token in the URL', async () => {
    await seedSession();
    const live = eventStream();
    const api = mockApi({
      ...referenceRoutes(),
      'GET /pre/v1/cap/tramites-pendientes': inbox(1),
      'GET /pre/v1/cap/eventos': { stream: live.stream },
    });
    renderApp({ path: '/tramitesonline/validar-afiliado', now: () => CASE_NOW });
    expect(await menuLink(/\(1 trámite pendiente de respuesta\)$/)).toBeTruthy();
    live.send('inbox', { cantidad: 3 });
    expect(await menuLink(/\(3 trámites pendientes de respuesta\)$/)).toBeTruthy();
    live.send('inbox', { cantidad: 0 });
    expect(await menuLink(/^Centro de atención al prestador$/)).toBeTruthy();

    const stream = api.callsTo('GET /pre/v1/cap/eventos')[0];
    expect(stream?.headers.get('Authorization')).toBe('Bearer token-demo');
    expect(stream?.url.search).toBe('');
  });

  it('when the stream ends it reconnects and takes the count the server sends on connect', async () => {
    await seedSession();
    const first = eventStream();
    const second = eventStream();
    const streams = [first, second];
    const api = mockApi({
      ...referenceRoutes(),
      'GET /pre/v1/cap/tramites-pendientes': inbox(1),
      'GET /pre/v1/cap/eventos': () => ({ stream: (streams.shift() ?? second).stream }),
    });
    renderApp({ path: '/tramitesonline/validar-afiliado', now: () => CASE_NOW });
    expect(await menuLink(/\(1 trámite pendiente de respuesta\)$/)).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /pre/v1/cap/eventos').length).toBeGreaterThan(0));
    first.close();
    await waitFor(() => expect(api.callsTo('GET /pre/v1/cap/eventos').length).toBeGreaterThan(1), {
      timeout: 4000,
    });
    second.send('inbox', { cantidad: 2 });
    expect(await menuLink(/\(2 trámites pendientes de respuesta\)$/)).toBeTruthy();
  });

  it('a user without the module never asks for the counter or the stream', async () => {
    await seedSession(
      userConfig({ userPermissions: permissions(['validador-de-asociados', 'datos-personales']) }),
    );
    const api = mockApi();
    renderApp({ path: '/tramitesonline/validar-afiliado', now: () => CASE_NOW });
    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo('GET /pre/v1/cap/tramites-pendientes')).toHaveLength(0);
    expect(api.callsTo('GET /pre/v1/cap/eventos')).toHaveLength(0);
  });

  it('a visitor on the public home never loads it either', async () => {
    const api = mockApi();
    renderApp({ path: '/' });
    expect(await screen.findByRole('form', { name: 'Ingreso de prestadores' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.calls.filter((call) => call.path.startsWith('/pre/v1/cap/'))).toHaveLength(0);
  });
});
