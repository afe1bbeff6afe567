import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { errorReply, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import {
  CASE_NOW,
  contractingMotivos,
  file,
  FOUND_AUTHORIZATIONS,
  PDF_BYTES,
  PNG_BYTES,
  referenceRoutes,
  TEXT_AS_PDF,
} from '@/testing/support-cases';

// Journeys type into several fields; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const created = (nroTramite: number, workContext: string) => ({
  status: 201,
  body: {
    nroTramite,
    tramiteId: 9,
    tramiteJbpm: 5100099,
    estado: 1,
    estadoDesc: 'pendiente',
    workContext,
    ts: '20260310100000',
    emails: ['demo@prestadores.test'],
    archivos: [],
  },
});

function postProcess(nroTramite: number, workContext: string): MockRoutes {
  return {
    'GET /pre/cap/5100099/20260310100000/PostProcess1': {
      body: {
        nroTramite,
        tramiteId: 9,
        tramiteJbpm: 5100099,
        estado: 1,
        estadoDesc: 'pendiente',
        emails: ['demo@prestadores.test'],
      },
    },
    [`GET /pre/cap/${nroTramite}/${workContext}/PostProcess2`]: {
      body: {
        nroTramite,
        workflow: workContext,
        area: 'liquidaciones',
        submotivo: 24,
        tarea: 'Recepción del trámite',
        asignadoA: 'Mesa de Liquidaciones',
      },
    },
  };
}

async function openForm(routes: MockRoutes = {}, ambit: 'A' | 'I' = 'A') {
  await seedSession(
    userConfig({ managementUnit: ambit === 'I' ? [6] : [5] }, ambit === 'I' ? 'I' : 'P'),
  );
  const api = mockApi({ ...referenceRoutes(ambit), ...routes });
  const utils = renderApp({ path: '/tramitesonline/capweb', now: () => CASE_NOW });
  await screen.findByRole('radio', { name: 'Liquidaciones' });
  return { api, ...utils };
}

const motivoSelect = () => screen.getByRole('combobox', { name: /^Motivo/ });

async function chooseArea(user: Awaited<ReturnType<typeof openForm>>['user'], area: string) {
  await user.click(screen.getByRole('radio', { name: area }));
  await waitFor(() =>
    expect(within(motivoSelect()).getAllByRole('option').length).toBeGreaterThan(1),
  );
}

describe('new case: settlements', () => {
  it('the tab opens on Alta de trámites, and an empty settlement case shows every missing field in Spanish, focusing the first', async () => {
    const { user, api } = await openForm();
    expect(
      screen.getByRole('tab', { name: 'Alta de trámites' }).getAttribute('aria-selected'),
    ).toBe('true');
    await chooseArea(user, 'Liquidaciones');
    await user.selectOptions(motivoSelect(), 'Débitos en la liquidación');
    await user.click(screen.getByRole('button', { name: 'Enviar trámite' }));

    expect(await screen.findByText('Ingresá el número de expediente.')).toBeTruthy();
    expect(screen.getByText('Ingresá el número de comprobante.')).toBeTruthy();
    expect(screen.getByText('Elegí el tipo de comprobante.')).toBeTruthy();
    expect(screen.getByText('Escribí el asunto de la consulta.')).toBeTruthy();
    expect(screen.getByText('Escribí el detalle de tu consulta.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Número de expediente/));
    expect(api.callsTo('POST /pre/v1/cap/alta-tramite')).toHaveLength(0);
  });

  it('a comprobante number of blanks counts as missing (it is trimmed)', async () => {
    const { user } = await openForm();
    await chooseArea(user, 'Liquidaciones');
    await user.type(screen.getByLabelText(/^Número de expediente/), 'EXP-1');
    await user.type(screen.getByLabelText(/^Número de comprobante/), '   ');
    await user.click(screen.getByRole('button', { name: 'Enviar trámite' }));
    expect(await screen.findByText('Ingresá el número de comprobante.')).toBeTruthy();
    expect(screen.queryByText('Ingresá el número de expediente.')).toBeNull();
  });

  it('files the §3 payload with two attachments, shows the progress, the case number, and resets the form', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user, api } = await openForm({
      'POST /pre/v1/cap/alta-tramite': async () => {
        await held;
        return created(4100099, 'AMB_CAP_LIQUIDACIONES');
      },
      ...postProcess(4100099, 'AMB_CAP_LIQUIDACIONES'),
    });
    await chooseArea(user, 'Liquidaciones');
    await user.selectOptions(motivoSelect(), 'Débitos en la liquidación');
    await user.type(screen.getByLabelText(/^Número de expediente/), ' EXP-2026-15 ');
    await user.type(screen.getByLabelText(/^Número de comprobante/), '  0001-00001234 ');
    await user.selectOptions(screen.getByLabelText(/^Tipo de comprobante/), 'Factura A');
    await user.type(screen.getByLabelText(/^Asunto/), 'Debito de marzo');
    await user.type(
      screen.getByLabelText(/^Detalle de la consulta/),
      '¿Por qué debitaron la práctica?',
    );
    await user.upload(screen.getByLabelText('Adjuntar archivos'), [
      file('Débito marzo.pdf', PDF_BYTES, 'application/pdf'),
      file('foto.png', PNG_BYTES, 'image/png'),
    ]);
    expect(await screen.findByText(/Débito marzo\.pdf/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar trámite' }));

    const bar = await screen.findByRole('progressbar', { name: 'Envío del trámite' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'));
    expect(screen.getByText('Archivos enviados. Guardando el trámite…')).toBeTruthy();
    release();

    expect(
      await screen.findByText(
        'Su trámite fue registrado con el número 4100099. Te avisaremos a demo@prestadores.test.',
      ),
    ).toBeTruthy();
    const [call] = api.callsTo('POST /pre/v1/cap/alta-tramite');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-demo');
    expect(call?.body).toMatchObject({
      workContext: 'AMB_CAP_LIQUIDACIONES',
      processInfo: { detail: 'Por que debitaron la practica' },
      capObject: {
        generico: {
          prestadorId: 100001,
          prestadorTipo: 'P',
          motivo: { id: 3 },
          estado: { id: 1 },
          submotivo: { id: 24 },
          observacion: 'Por que debitaron la practica',
          detalle: 'Debito de marzo',
        },
        expediente: {
          oficina: 1,
          numero: 'EXP-2026-15',
          comprobante: { numero: '0001-00001234', tipo: 'FA' },
        },
      },
      extendedProcess: {
        motivoWeb: 241,
        estadoWeb: 1,
        usuarioWeb: 'demo@prestadores.test',
        pedidoWeb: { medio: { id: 27 }, sucursal: { id: 1 }, estado: { id: 1 } },
        emails: ['demo@prestadores.test'],
        mailRedireccion: 0,
        mailFinalizacion: 0,
        rudiFiles: [
          {
            fileName: 'Debito marzo.pdf',
            base64Content: btoa(String.fromCharCode(...PDF_BYTES)),
            sizeInBytes: String(PDF_BYTES.length),
          },
          {
            fileName: 'foto.png',
            base64Content: btoa(String.fromCharCode(...PNG_BYTES)),
            sizeInBytes: String(PNG_BYTES.length),
          },
        ],
      },
    });
    expect(api.callsTo('GET /pre/cap/4100099/AMB_CAP_LIQUIDACIONES/PostProcess2')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByRole('link', { name: 'Trámite N.º 4100099' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Liquidaciones' }).checked).toBe(
      false,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/Débito marzo\.pdf/)).toBeNull();
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Detalle de la consulta/).value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>(/^Asunto/).value).toBe('');
  });

  it('the e-mails picked follow the case instead of the logged-in one', async () => {
    const { user, api } = await openForm({
      'POST /pre/v1/cap/alta-tramite': created(4100100, 'AMB_CAP_LIQUIDACIONES'),
      ...postProcess(4100100, 'AMB_CAP_LIQUIDACIONES'),
    });
    await chooseArea(user, 'Liquidaciones');
    await user.selectOptions(motivoSelect(), 'Diferencias de pago');
    await user.type(screen.getByLabelText(/^Número de expediente/), '15');
    await user.type(screen.getByLabelText(/^Número de comprobante/), '77');
    await user.selectOptions(screen.getByLabelText(/^Tipo de comprobante/), 'Recibo');
    await user.type(screen.getByLabelText(/^Asunto/), 'Debito de marzo');
    await user.type(screen.getByLabelText(/^Detalle de la consulta/), 'Diferencia');
    await user.click(screen.getByRole('checkbox', { name: /subusuario@prestadores\.test/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar trámite' }));
    await screen.findByText(/Su trámite fue registrado con el número 4100100/);
    expect(api.callsTo('POST /pre/v1/cap/alta-tramite')[0]?.body).toMatchObject({
      extendedProcess: { emails: ['subusuario@prestadores.test'] },
    });
  });
});

describe('new case: attachments', () => {
  it('a text file named .pdf is refused with the Spanish message; the real ones stay', async () => {
    const { user } = await openForm();
    await user.upload(screen.getByLabelText('Adjuntar archivos'), [
      file('informe.pdf', TEXT_AS_PDF, 'application/pdf'),
      file('foto.png', PNG_BYTES, 'image/png'),
    ]);
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain(
      'El contenido del archivo «informe.pdf» no corresponde a un PDF: no se puede adjuntar.',
    );
    expect(screen.getByRole('button', { name: 'Quitar foto.png' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Quitar informe.pdf' })).toBeNull();
  });

  it('a file over 5 MB and an eleventh file are refused one by one', async () => {
    const { user } = await openForm();
    const big = file('grande.pdf', new Uint8Array(5 * 1024 * 1024 + 1), 'application/pdf');
    const pdfs = Array.from({ length: 11 }, (_, i) => file(`f${i}.pdf`, PDF_BYTES));
    await user.upload(screen.getByLabelText('Adjuntar archivos'), [big, ...pdfs]);
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain(
      'El archivo «grande.pdf» supera el máximo de 5 MB por archivo.',
    );
    expect(refusal.textContent).toContain(
      '«f10.pdf»: Se pueden adjuntar hasta 10 archivos por envío.',
    );
    expect(screen.getAllByRole('button', { name: /^Quitar f\d+\.pdf$/ })).toHaveLength(10);
  });
});

describe('new case: contracting and authorizations', () => {
  it('an interior provider files contracting cases into the interior workflow (submotivo 17)', async () => {
    const { user, api } = await openForm(
      {
        'GET /pre/cap/17/I/N/motivos': { body: contractingMotivos('I') },
        'POST /pre/v1/cap/alta-tramite': created(4100101, 'AMB_CAP_CONTRATACIONES_INTERIOR'),
        ...postProcess(4100101, 'AMB_CAP_CONTRATACIONES_INTERIOR'),
      },
      'I',
    );
    await chooseArea(user, 'Contrataciones');
    await user.selectOptions(motivoSelect(), 'Alta de prestaciones en el convenio');
    await user.type(screen.getByLabelText(/^Asunto/), 'Debito de marzo');
    await user.type(screen.getByLabelText(/^Detalle de la consulta/), 'Alta de ecografias');
    await user.click(screen.getByRole('button', { name: 'Enviar trámite' }));
    await screen.findByText(/registrado con el número 4100101/);
    expect(api.callsTo('POST /pre/v1/cap/alta-tramite')[0]?.body).toMatchObject({
      workContext: 'AMB_CAP_CONTRATACIONES_INTERIOR',
      capObject: { generico: { prestadorTipo: 'I', submotivo: { id: 17 } } },
      extendedProcess: { motivoWeb: 101 },
    });
  });

  it('an authorization case needs an authorization, picked from the category’s workflow, and carries its data', async () => {
    const { user, api } = await openForm({
      'GET /pre/v2/busqueda-autorizaciones': { body: FOUND_AUTHORIZATIONS },
      'POST /pre/v1/cap/alta-tramite': created(4100102, 'AMB_CAP_PROTESIS'),
      ...postProcess(4100102, 'AMB_CAP_PROTESIS'),
    });
    await chooseArea(user, 'Autorizaciones');
    await user.selectOptions(motivoSelect(), 'Cirugía con materiales y prótesis');
    await user.type(screen.getByLabelText(/^Asunto/), 'Debito de marzo');
    await user.type(screen.getByLabelText(/^Detalle de la consulta/), 'Falta el material');
    await user.click(screen.getByRole('button', { name: 'Enviar trámite' }));
    expect(await screen.findByText('Elegí la autorización sobre la que consultás.')).toBeTruthy();

    const search = api.callsTo('GET /pre/v2/busqueda-autorizaciones')[0];
    expect(search?.url.searchParams.get('prestad')).toBe('100001');
    expect(search?.url.searchParams.get('workflowId')).toBe('AMB_CAP_PROTESIS');
    const row = screen.getByRole('row', { name: /7000101/ });
    expect(within(row).getByText('Pendiente')).toBeTruthy();
    expect(within(row).getByText('07/03/2026')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Autorización 7000101' }));
    await user.click(screen.getByRole('button', { name: 'Enviar trámite' }));
    await screen.findByText(/registrado con el número 4100102/);
    expect(api.callsTo('POST /pre/v1/cap/alta-tramite')[0]?.body).toMatchObject({
      workContext: 'AMB_CAP_PROTESIS',
      capObject: { generico: { submotivo: { id: 18 } } },
      extendedProcess: {
        motivoWeb: 2,
        nroAutorizacion: 7000101,
        nroTrmAutorizacion: 910101,
        contraAfi: 30000001,
        inteAfi: 1,
        nombreApeAfi: 'Juan Pérez',
        fechaAutorizacion: '2026-03-07T13:00:00.000Z',
      },
    });
  });
});

describe('new case: save errors', () => {
  async function fileSettlement(reply: ReturnType<typeof errorReply>) {
    const { user } = await openForm({ 'POST /pre/v1/cap/alta-tramite': reply });
    await chooseArea(user, 'Liquidaciones');
    await user.selectOptions(motivoSelect(), 'Diferencias de pago');
    await user.type(screen.getByLabelText(/^Número de expediente/), '15');
    await user.type(screen.getByLabelText(/^Número de comprobante/), '77');
    await user.selectOptions(screen.getByLabelText(/^Tipo de comprobante/), 'Recibo');
    await user.type(screen.getByLabelText(/^Asunto/), 'Debito de marzo');
    await user.type(screen.getByLabelText(/^Detalle de la consulta/), 'Diferencia');
    await user.click(screen.getByRole('button', { name: 'Enviar trámite' }));
  }

  it('a 400 shows the server message', async () => {
    await fileSettlement(
      errorReply(
        400,
        'Uno de los correos elegidos no está asociado al prestador.',
        'EMAIL_NOT_ASSOCIATED',
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ups!' });
    expect(
      within(dialog).getByText('Uno de los correos elegidos no está asociado al prestador.'),
    ).toBeTruthy();
  });

  it('anything else shows "Error" and keeps what the user wrote', async () => {
    await fileSettlement(errorReply(503, 'detalle interno'));
    const dialog = await screen.findByRole('dialog', { name: 'Ups!' });
    expect(within(dialog).getByText('Error')).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Detalle de la consulta/).value).toBe(
      'Diferencia',
    );
  });
});

describe('new case: read-only session', () => {
  it('a read-only session sees the notice and cannot send', async () => {
    await seedSession(userConfig({ mode: 'readOnly' }));
    mockApi(referenceRoutes());
    renderApp({ path: '/tramitesonline/capweb', now: () => CASE_NOW });
    await screen.findByRole('radio', { name: 'Liquidaciones' });
    expect(screen.getByRole('button', { name: 'Enviar trámite' })).toHaveProperty('disabled', true);
    expect(
      screen.getAllByText('Tu sesión es de solo lectura: no podés hacer cambios.').length,
    ).toBeGreaterThan(0);
  });
});
