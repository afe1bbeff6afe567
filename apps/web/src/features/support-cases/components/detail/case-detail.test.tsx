import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedSession } from '@/testing/factories';
import { errorReply, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import {
  CASE_NOW,
  caseDetail,
  caseSummary,
  caseTimeline,
  eventStream,
  file,
  PDF_BYTES,
  processDetail,
  referenceRoutes,
} from '@/testing/support-cases';

vi.setConfig({ testTimeout: 20_000 });

const N = 4100001;
const observed = caseDetail({ estado: 2, estadoDesc: 'observado', puedeResponder: true });

function detailRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...referenceRoutes(),
    [`GET /pre/v2/cap/${N}/DetalleTramite`]: { body: observed },
    [`GET /pre/v1/process/tramite/${N}`]: { body: caseTimeline(N, true) },
    [`GET /pre/v2/proveedores/tramites/${N}`]: { body: processDetail(N) },
    ...overrides,
  };
}

async function openCase(routes: MockRoutes, hash = '') {
  await seedSession();
  const api = mockApi(routes);
  const utils = renderApp({
    path: `/tramitesonline/capweb/tramite/${N}${hash}`,
    now: () => CASE_NOW,
  });
  await screen.findByRole('heading', { level: 1, name: `Trámite N.º ${N}` });
  return { api, ...utils };
}

describe('case detail', () => {
  it('shows the §3 fields and the timeline: who filed it (a sub-user), what the insurer asked and when', async () => {
    await openCase(detailRoutes());
    expect(await screen.findByText('EXP-2026-15')).toBeTruthy();
    expect(screen.getByText('Factura A N.º 0001-00001234')).toBeTruthy();
    const history = screen.getByRole('list', { name: 'Historial' });
    const [filed, asked] = within(history).getAllByRole('listitem');
    expect(within(filed!).getByText('Inició el trámite')).toBeTruthy();
    expect(filed?.textContent).toContain(
      '05/03/2026 11:30 · Lucía Benítez (Prestador, subusuario@prestadores.test)',
    );
    expect(within(asked!).getByText('Pidió información al prestador')).toBeTruthy();
    expect(within(asked!).getByText('Estado: Pendiente → Observado')).toBeTruthy();
    expect(within(asked!).getByText(/Envie la nota de credito/)).toBeTruthy();
  });

  it('a case about a settlement links back to it (consulta-de-liquidacion opens the expediente)', async () => {
    await openCase(
      detailRoutes({
        [`GET /pre/v2/cap/${N}/DetalleTramite`]: {
          body: caseDetail({
            expediente: {
              oficina: 1,
              numero: '1100024',
              comprobante: { numero: '0003-00001023', tipo: 'FB' },
            },
          }),
        },
      }),
    );
    const back = await screen.findByRole('link', { name: '1100024 (ver la liquidación)' });
    expect(back.getAttribute('href')).toMatch(
      /\/tramitesonline\/consulta-de-liquidacion\?expediente=1100024$/,
    );
    // A number that is not one of this portal's expedientes (EXP-2026-15) stays plain text.
    expect(screen.queryByRole('link', { name: /EXP-2026-15/ })).toBeNull();
  });

  it('a file is fetched and offered in the download dialog', async () => {
    const { user, api } = await openCase(
      detailRoutes({
        'GET /pre/v0/archivos/WCAP/31': {
          body: {
            name: 'factura',
            extension: 'pdf',
            base64: btoa('%PDF-1.4'),
            size: '8',
            contentType: 'application/pdf',
            fileName: 'factura.pdf',
          },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Descargar factura.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descarga' });
    const link = within(dialog).getByRole('link', { name: 'Descargar' });
    expect(link.getAttribute('download')).toBe('factura.pdf');
    expect(api.callsTo('GET /pre/v0/archivos/WCAP/31')).toHaveLength(1);
  });

  it('a case that cannot be read shows the §8 toast', async () => {
    await openCase(
      detailRoutes({
        [`GET /pre/v2/cap/${N}/DetalleTramite`]: errorReply(404, 'No encontrado', 'NOT_FOUND'),
      }),
    );
    expect(
      (await screen.findAllByText('Lo sentimos, hubo un error al obtener información del trámite.'))
        .length,
    ).toBeGreaterThan(0);
  });

  it('an operator action reaches the open case live: the timeline refetches without a reload', async () => {
    const live = eventStream();
    let asked = false;
    await openCase(
      detailRoutes({
        [`GET /pre/v1/process/tramite/${N}`]: () => ({ body: caseTimeline(N, asked) }),
        'GET /pre/v1/cap/eventos': { stream: live.stream },
      }),
    );
    await screen.findByText('Inició el trámite');
    expect(screen.queryByText('Pidió información al prestador')).toBeNull();
    asked = true;
    live.send('etapa', {
      nroTramite: N,
      estado: 2,
      estadoDesc: 'observado',
      accion: 'solicitar-informacion',
      etapaId: 2,
      fecha: '2026-03-10T13:00:00.000Z',
    });
    expect(await screen.findByText('Pidió información al prestador')).toBeTruthy();
    expect(
      screen.getByText('El trámite se actualizó: Pidió información al prestador.'),
    ).toBeTruthy();
  });
});

describe('reply', () => {
  it('answers with text and a file, shows the §4 message, and the counter falls', async () => {
    let answered = false;
    const { user, api } = await openCase(
      detailRoutes({
        'GET /pre/v1/cap/tramites-pendientes': () => ({
          body: answered
            ? { cantidad: 0, tramites: [] }
            : { cantidad: 1, tramites: [caseSummary({ estado: 2, estadoDesc: 'observado' })] },
        }),
        'PUT /pre/v1/prestadores/cap/transicionar-tramite': () => {
          answered = true;
          return {
            body: {
              nroTramite: N,
              estado: 1,
              estadoDesc: 'pendiente',
              etapaId: 3,
              archivos: [],
              workflow: 'AMB_LIQUIDACIONES_ENTRADA',
              mensaje: 'Su respuesta ha sido enviada.',
            },
          };
        },
      }),
      '#responder',
    );
    const heading = await screen.findByRole('heading', {
      name: 'Responder el pedido de información',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('La obra social pregunta:')).toBeTruthy();
    expect(
      await screen.findByRole('link', { name: /\(1 trámite pendiente de respuesta\)$/ }),
    ).toBeTruthy();

    await user.type(screen.getByLabelText(/^Respuesta/), 'Adjunto la nota de crédito.');
    await user.upload(screen.getByLabelText('Adjuntar archivos a la respuesta'), [
      file('nota crédito.pdf', PDF_BYTES, 'application/pdf'),
    ]);
    await screen.findByRole('button', { name: 'Quitar nota crédito.pdf' });
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Su respuesta ha sido enviada.')).toBeTruthy();
    expect(api.callsTo('PUT /pre/v1/prestadores/cap/transicionar-tramite')[0]?.body).toEqual({
      nroTramite: N,
      accion: 'tramite-recibido',
      observacion: 'Adjunto la nota de credito',
      rudiFiles: [
        {
          fileName: 'nota credito.pdf',
          base64Content: btoa(String.fromCharCode(...PDF_BYTES)),
          sizeInBytes: String(PDF_BYTES.length),
        },
      ],
    });
    // The menu's link (the page's breadcrumb names the same entry).
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(
      await within(menu).findByRole('link', { name: /^Centro de atención al prestador$/ }),
    ).toBeTruthy();
  });

  it('a failed answer shows the §8 toast and the reason beside the form', async () => {
    const { user } = await openCase(
      detailRoutes({
        'PUT /pre/v1/prestadores/cap/transicionar-tramite': errorReply(
          409,
          'Este trámite no está esperando una respuesta suya: sólo se responden los trámites observados.',
          'CASE_NOT_AWAITING_REPLY',
        ),
      }),
    );
    await user.type(await screen.findByLabelText(/^Respuesta/), 'Listo');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(
      await screen.findByText('Lo sentimos, hubo un error al enviar su respuesta'),
    ).toBeTruthy();
    expect(
      screen
        .getAllByRole('alert')
        .some((alert) => alert.textContent?.includes('sólo se responden los trámites observados')),
    ).toBe(true);
  });

  it('the write limit’s 429 is explained beside the form', async () => {
    const message =
      'Este trámite recibió demasiados envíos seguidos. Podés volver a intentar en 10 minutos.';
    const { user } = await openCase(
      detailRoutes({
        'PUT /pre/v1/prestadores/cap/transicionar-tramite': errorReply(
          429,
          message,
          'CASE_WRITE_LIMIT',
          { retryAfterSeconds: 600 },
        ),
      }),
    );
    await user.type(await screen.findByLabelText(/^Respuesta/), 'Listo');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    await screen.findByText('Lo sentimos, hubo un error al enviar su respuesta');
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(message))).toBe(
      true,
    );
  });

  it('an empty answer (or one of signs only) is not sent, and the cursor goes to it', async () => {
    const { user, api } = await openCase(detailRoutes());
    const answer = await screen.findByLabelText(/^Respuesta/);
    await user.type(answer, '¿?');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText('Escribí un texto.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(answer));
    expect(api.callsTo('PUT /pre/v1/prestadores/cap/transicionar-tramite')).toHaveLength(0);
  });

  it('a case that is not waiting for the provider has no reply form', async () => {
    await openCase(
      detailRoutes({ [`GET /pre/v2/cap/${N}/DetalleTramite`]: { body: caseDetail() } }),
    );
    await screen.findByText('EXP-2026-15');
    expect(
      screen.queryByRole('heading', { name: 'Responder el pedido de información' }),
    ).toBeNull();
  });
});
