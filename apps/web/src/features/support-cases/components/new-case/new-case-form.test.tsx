import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { errorReply, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { CASE_NOW, file, PDF_BYTES, PNG_BYTES, referenceRoutes } from '@/testing/support-cases';
import { chooseArea, created, motivoSelect, openForm, postProcess } from './new-case-testing';

// Journeys type into several fields; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

type User = Awaited<ReturnType<typeof openForm>>['user'];

/** Chooses Liquidaciones and fills every settlement field the way a user types them. */
async function fillSettlement(
  user: User,
  fields = {
    motivo: 'Diferencias de pago',
    expediente: '15',
    comprobante: '77',
    tipo: 'Recibo',
    asunto: 'Debito de marzo',
    detalle: 'Diferencia',
  },
) {
  await chooseArea(user, 'Liquidaciones');
  await user.selectOptions(motivoSelect(), fields.motivo);
  await user.type(screen.getByLabelText(/^Número de expediente/), fields.expediente);
  await user.type(screen.getByLabelText(/^Número de comprobante/), fields.comprobante);
  await user.selectOptions(screen.getByLabelText(/^Tipo de comprobante/), fields.tipo);
  await user.type(screen.getByLabelText(/^Asunto/), fields.asunto);
  await user.type(screen.getByLabelText(/^Detalle de la consulta/), fields.detalle);
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

  it('an empty form asks for the area and the texts, and the cursor goes to the first area', async () => {
    const { user, api } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Enviar trámite' }));
    expect(await screen.findByText('Elegí el área de consulta.')).toBeTruthy();
    expect(screen.getByText('Escribí el asunto de la consulta.')).toBeTruthy();
    expect(screen.getByText('Escribí el detalle de tu consulta.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
    // Typing in a field takes its message away; the others stay until they are fixed.
    await user.type(screen.getByLabelText(/^Asunto/), 'Debito');
    expect(screen.queryByText('Escribí el asunto de la consulta.')).toBeNull();
    expect(screen.getByText('Escribí el detalle de tu consulta.')).toBeTruthy();
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
    await fillSettlement(user, {
      motivo: 'Débitos en la liquidación',
      expediente: ' EXP-2026-15 ',
      comprobante: '  0001-00001234 ',
      tipo: 'Factura A',
      asunto: 'Debito de marzo',
      detalle: '¿Por qué debitaron la práctica?',
    });
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
    await fillSettlement(user);
    await user.click(screen.getByRole('checkbox', { name: /subusuario@prestadores\.test/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar trámite' }));
    await screen.findByText(/Su trámite fue registrado con el número 4100100/);
    expect(api.callsTo('POST /pre/v1/cap/alta-tramite')[0]?.body).toMatchObject({
      extendedProcess: { emails: ['subusuario@prestadores.test'] },
    });
  });
});

describe('new case: save errors', () => {
  async function fileSettlement(reply: ReturnType<typeof errorReply>) {
    const { user } = await openForm({ 'POST /pre/v1/cap/alta-tramite': reply });
    await fillSettlement(user);
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

  it('the write limit’s 429 shows its message, which says when to try again', async () => {
    const message = 'Hiciste demasiados envíos seguidos. Podés volver a intentar en 6 minutos.';
    await fileSettlement(errorReply(429, message, 'USER_WRITE_LIMIT', { retryAfterSeconds: 360 }));
    const dialog = await screen.findByRole('dialog', { name: 'Ups!' });
    expect(within(dialog).getByText(message)).toBeTruthy();
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
