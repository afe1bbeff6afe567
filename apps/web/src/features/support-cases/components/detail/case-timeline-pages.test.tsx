import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedSession } from '@/testing/factories';
import { errorReply, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import {
  CASE_NOW,
  caseDetail,
  caseTimeline,
  eventStream,
  pagedTimeline,
  processDetail,
  referenceRoutes,
} from '@/testing/support-cases';

vi.setConfig({ testTimeout: 20_000 });

const N = 4100001;
const TIMELINE = `GET /pre/v1/process/tramite/${N}`;

function routes(timeline: MockRoutes[string]): MockRoutes {
  return {
    ...referenceRoutes(),
    [`GET /pre/v2/cap/${N}/DetalleTramite`]: { body: caseDetail() },
    [`GET /pre/v2/proveedores/tramites/${N}`]: { body: processDetail(N) },
    [TIMELINE]: timeline,
  };
}

async function openCase(timeline: MockRoutes[string]) {
  await seedSession();
  const api = mockApi(routes(timeline));
  const utils = renderApp({
    path: `/tramitesonline/capweb/tramite/${N}`,
    now: () => CASE_NOW,
  });
  await screen.findByRole('heading', { level: 1, name: `Trámite N.º ${N}` });
  return { api, ...utils };
}

/** The notes the history shows, in order. */
async function shownNotes() {
  const history = await screen.findByRole('list', { name: 'Historial' });
  return within(history)
    .getAllByRole('listitem')
    .map((item) => /Nota \d+/.exec(item.textContent ?? '')?.[0]);
}

const notes = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Nota ${from + i}`);

/** The pages asked for, each once, in the order first asked (a mount may ask page 1 twice). */
const pagesAsked = (api: ReturnType<typeof mockApi>) => [
  ...new Set(
    api
      .callsTo(TIMELINE)
      .map((call) =>
        ['pagina', 'cantidad'].map((key) => call.url.searchParams.get(key)).join(' of '),
      ),
  ),
];

describe('the paged history of a case', () => {
  it('opens on the newest 20 stages, oldest first; «Ver más» loads older pages above them until the first', async () => {
    const { api, user } = await openCase(({ url }) => ({ body: pagedTimeline(45, url) }));
    await waitFor(async () => expect(await shownNotes()).toEqual(notes(26, 45)));
    const count = screen.getByText('Se muestran las 20 etapas más recientes de 45.');
    expect(count.getAttribute('role')).toBe('status');
    const more = screen.getByRole('button', { name: 'Ver más' });
    expect(more.getAttribute('aria-describedby')).toBe(count.id);

    await user.click(more);
    await waitFor(async () => expect(await shownNotes()).toEqual(notes(6, 45)));
    expect(screen.getByText('Se muestran las 40 etapas más recientes de 45.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    await waitFor(async () => expect(await shownNotes()).toEqual(notes(1, 45)));
    expect(screen.getByText('Se muestran las 45 etapas.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
    // The button went away: the focus moves to the history's heading instead of the page's end.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Historial' })),
    );
    expect(pagesAsked(api)).toEqual(['1 of 20', '2 of 20', '3 of 20']);
  });

  it('a case with few stages shows them all, with no count and no «Ver más», as before paging', async () => {
    const { api } = await openCase({ body: caseTimeline(N, true) });
    await screen.findByText('Pidió información al prestador');
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
    expect(screen.queryByText(/^Se muestran las/)).toBeNull();
    expect(pagesAsked(api)).toEqual(['1 of 20']);
  });

  it('an older page that fails is told beside «Ver más», keeps what is shown, and can be asked again', async () => {
    let fail = true;
    const { user } = await openCase(({ url }) =>
      url.searchParams.get('pagina') === '2' && fail
        ? errorReply(429, 'Demasiadas solicitudes.', 'THROTTLED')
        : { body: pagedTimeline(25, url) },
    );
    await waitFor(async () => expect(await shownNotes()).toEqual(notes(6, 25)));
    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(
      await screen.findByText(
        'No pudimos traer las etapas anteriores. Probá de nuevo con «Ver más».',
      ),
    ).toBeTruthy();
    expect(await shownNotes()).toEqual(notes(6, 25));
    expect(
      screen.queryByText('Lo sentimos, hubo un error al obtener información del trámite.'),
    ).toBeNull();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    await waitFor(async () => expect(await shownNotes()).toEqual(notes(1, 25)));
    expect(screen.queryByText(/No pudimos traer las etapas anteriores/)).toBeNull();
  });

  it('a stage added live refetches the pages loaded: the newest shows, none twice', async () => {
    const live = eventStream();
    let total = 45;
    await seedSession();
    const api = mockApi({
      ...routes(({ url }) => ({ body: pagedTimeline(total, url) })),
      'GET /pre/v1/cap/eventos': { stream: live.stream },
    });
    const { user } = renderApp({
      path: `/tramitesonline/capweb/tramite/${N}`,
      now: () => CASE_NOW,
    });
    await waitFor(async () => expect(await shownNotes()).toEqual(notes(26, 45)));
    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    await waitFor(async () => expect(await shownNotes()).toEqual(notes(6, 45)));

    total = 46;
    live.send('etapa', {
      nroTramite: N,
      estado: 1,
      estadoDesc: 'pendiente',
      accion: 'observacion-prestador',
      etapaId: 46,
      fecha: '2026-03-10T13:00:00.000Z',
    });
    await waitFor(async () => expect(await shownNotes()).toEqual(notes(7, 46)));
    expect(screen.getByText('Se muestran las 40 etapas más recientes de 46.')).toBeTruthy();
    // The refetch asked both pages again, page 1 first.
    const asked = api.callsTo(TIMELINE).map((call) => call.url.searchParams.get('pagina'));
    expect(asked.slice(-2)).toEqual(['1', '2']);
  });
});
