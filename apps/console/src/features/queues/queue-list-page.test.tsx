import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, queueItem, queueItemDetail, queuePage, sessionOf } from '@/testing/factories';
import { eventStream, mockApi } from '@/testing/mock-api';
import { renderConsole } from '@/testing/render-console';

const ME = 'GET /pre/consola/v0/yo';
const LIST = 'GET /pre/consola/v0/colas/autorizaciones';
const auditor = admin(['medical-auditor']);

const pageOf = (url: URL) => Number(url.searchParams.get('page') ?? '1');

describe('an authorization queue', () => {
  it('lists what waits with its age, each item a card at 390 px', async () => {
    mockApi({
      [ME]: { body: auditor },
      [LIST]: {
        body: queuePage([
          queueItem(),
          queueItem({
            id: 502,
            numero: 90502,
            etapa: 'Etapa 2: cirugía',
            edadMinutos: 9 * 1440,
            antiguedad: 'mas-de-7-dias',
          }),
        ]),
      },
    });
    renderConsole({ path: '/colas/autorizaciones', session: sessionOf(auditor) });

    expect(await screen.findByRole('heading', { name: 'Autorizaciones' })).toBeTruthy();
    expect(await screen.findByText('2 pendientes')).toBeTruthy();
    const first = screen.getByRole('article', { name: 'N.º 90501' });
    expect(within(first).getByText('hace 3 días')).toBeTruthy();
    expect(within(first).getByText('1001 · Clínica del Parque')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'N.º 90501' }).getAttribute('href')).toBe(
      '/consola/colas/autorizaciones/501',
    );
    const late = screen.getByRole('article', { name: 'N.º 90502' });
    expect(within(late).getByText('hace 9 días')).toBeTruthy();
    expect(within(late).getByText(/Etapa 2: cirugía/)).toBeTruthy();
  });

  it('filters and sorts through the URL, so a reload sends the same query', async () => {
    const api = mockApi({ [ME]: { body: auditor }, [LIST]: { body: queuePage() } });
    const { user, unmount } = renderConsole({
      path: '/colas/autorizaciones',
      session: sessionOf(auditor),
    });
    await screen.findByRole('article', { name: 'N.º 90501' });

    await user.type(screen.getByLabelText('Código de prestador'), '1001');
    await user.selectOptions(screen.getByLabelText('Tipo'), 'Aviso de internación');
    await user.type(screen.getByLabelText('Esperando desde (días)'), '3');
    await user.type(screen.getByLabelText('Hasta (días)'), '7');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await user.selectOptions(
      screen.getByLabelText('Ordenar'),
      'Prestador, de mayor a menor código',
    );

    const last = () => api.callsTo(LIST).at(-1)!.url.searchParams;
    await screen.findByRole('article', { name: 'N.º 90501' });
    expect(Object.fromEntries(last())).toEqual({
      prestador: '1001',
      tipo: 'aviso-internacion',
      edadDesde: '3',
      edadHasta: '7',
      orden: 'prestador',
      sentido: 'desc',
    });
    unmount();

    // What the URL held comes back into the form and the call.
    const reloaded = mockApi({ [ME]: { body: auditor }, [LIST]: { body: queuePage() } });
    renderConsole({
      path: `/colas/autorizaciones?prestador=1001&tipo=aviso-internacion&orden=fecha&sentido=asc`,
      session: sessionOf(auditor),
    });
    await screen.findByRole('article', { name: 'N.º 90501' });
    expect(Object.fromEntries(reloaded.callsTo(LIST)[0]!.url.searchParams)).toEqual({
      prestador: '1001',
      tipo: 'aviso-internacion',
      orden: 'fecha',
      sentido: 'asc',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Código de prestador').value).toBe('1001');
    expect(screen.getByLabelText<HTMLSelectElement>('Ordenar').value).toBe('fecha:asc');
  });

  it('keeps the previous rows in view but not openable until the filtered page arrives', async () => {
    let answer: (() => void) | undefined;
    mockApi({
      [ME]: { body: auditor },
      [LIST]: async ({ url }) => {
        if (!url.searchParams.has('prestador')) return { body: queuePage() };
        await new Promise<void>((resolve) => (answer = resolve));
        return { body: queuePage([queueItem({ id: 777, numero: 90777 })]) };
      },
    });
    const { user } = renderConsole({ path: '/colas/autorizaciones', session: sessionOf(auditor) });
    await screen.findByRole('link', { name: 'N.º 90501' });

    await user.type(screen.getByLabelText('Código de prestador'), '2002');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));

    // The other provider's row is still drawn, marked busy, and its number is no longer a link.
    const old = await screen.findByRole('article', { name: 'N.º 90501' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'N.º 90501' })).toBeNull());
    expect(old.closest('[aria-busy="true"]')).not.toBeNull();

    answer!();
    expect(await screen.findByRole('link', { name: 'N.º 90777' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'N.º 90501' })).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('says "más de 10.000" when the total is not exact, and pages with it', async () => {
    const api = mockApi({
      [ME]: { body: auditor },
      [LIST]: ({ url }) => ({
        body: queuePage([queueItem({ numero: 90000 + pageOf(url) })], {
          total: 10_000,
          totalExacto: false,
          page: pageOf(url),
        }),
      }),
    });
    const { user } = renderConsole({ path: '/colas/autorizaciones', session: sessionOf(auditor) });

    expect(await screen.findByText('Más de 10.000 pendientes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByRole('article', { name: 'N.º 90002' })).toBeTruthy();
    expect(api.callsTo(LIST).at(-1)!.url.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Página 400' })).toBeTruthy();
  });

  it('refreshes live when the staff stream says an item of this queue changed', async () => {
    const live = eventStream();
    let reads = 0;
    mockApi({
      [ME]: { body: auditor },
      'GET /pre/consola/v0/eventos': { stream: live.stream },
      [LIST]: () => {
        reads += 1;
        return {
          body: queuePage(
            reads === 1 ? [queueItem()] : [queueItem(), queueItem({ id: 503, numero: 90503 })],
          ),
        };
      },
    });
    renderConsole({ path: '/colas/autorizaciones', session: sessionOf(auditor) });
    await screen.findByRole('article', { name: 'N.º 90501' });

    // Another queue's change does not touch this list.
    live.send('cola', { cola: 'casos', id: 9 });
    live.send('cola', { cola: 'autorizaciones', id: 503 });
    expect(await screen.findByRole('article', { name: 'N.º 90503' })).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('returns from an item to the list with the same filters', async () => {
    mockApi({
      [ME]: { body: auditor },
      [LIST]: { body: queuePage() },
      'GET /pre/consola/v0/colas/autorizaciones/501': { body: queueItemDetail() },
    });
    const { user } = renderConsole({
      path: '/colas/autorizaciones?prestador=1001&orden=fecha',
      session: sessionOf(auditor),
    });
    await user.click(await screen.findByRole('link', { name: 'N.º 90501' }));
    const back = await screen.findByRole('link', { name: 'Volver a Autorizaciones' });
    expect(back.getAttribute('href')).toBe(
      '/consola/colas/autorizaciones?prestador=1001&orden=fecha',
    );
  });

  it('says so when nothing matches', async () => {
    mockApi({ [ME]: { body: auditor }, [LIST]: { body: queuePage([]) } });
    renderConsole({ path: '/colas/autorizaciones?prestador=9', session: sessionOf(auditor) });
    expect(await screen.findByText('No hay pendientes con estos filtros.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 pendientes');
  });

  it('is not in the menu of someone without the role, and a direct visit goes home', async () => {
    mockApi({ [ME]: { body: admin(['support']) } });
    const { location } = renderConsole({
      path: '/colas/autorizaciones/501',
      session: sessionOf(admin(['support'])),
    });
    const nav = await screen.findByRole('navigation', { name: 'Secciones' });
    expect(within(nav).queryByRole('link', { name: 'Autorizaciones' })).toBeNull();
    expect(location.pathname).toBe('/');
  });
});
