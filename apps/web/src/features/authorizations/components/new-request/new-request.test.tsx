import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorReply } from '@/testing/mock-api';
import { file, PDF_BYTES } from '@/testing/support-cases';
import {
  BASE,
  enterAffiliate,
  filed,
  invalidAffiliate,
  MRI,
  openPage,
  type User,
} from '../../testing';

// Journeys type into several fields; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

async function chooseKind(user: User, label: string) {
  await user.click(await screen.findByRole('radio', { name: label }));
}

/** Fills the medical form the way a front desk does: place, type, order date, one service. */
async function fillMedical(user: User, type = 'Práctica ambulatoria') {
  const place = await screen.findByRole('combobox', { name: /^Lugar de atención/ });
  await waitFor(() => expect(within(place).getAllByRole('option').length).toBe(2));
  await user.selectOptions(place, 'Consultorio Palermo (Av. Santa Fe 3200, CABA)');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Tipo de autorización/ }), type);
  await user.type(screen.getByLabelText(/^Fecha de la orden/), '09032026');
  await user.type(screen.getByLabelText(/^Prestación 1/), String(MRI.codigo));
  await waitFor(() =>
    expect(screen.getByLabelText<HTMLInputElement>(/^Prestación 1/).value).toContain(
      MRI.descripcion,
    ),
  );
}

const send = (user: User) => user.click(screen.getByRole('button', { name: 'Enviar trámite' }));

describe('Alta de trámites: the affiliate comes first', () => {
  it('validating with no number typed shows the §2 message and offers no kind of request', async () => {
    const { user, api } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Validar afiliado' }));
    expect(
      await screen.findByText(
        'No se ha ingresado un afiliado. Por favor, ingrese el número de afiliado para continuar.',
      ),
    ).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/afiliado`)).toHaveLength(0);
    expect(screen.queryByRole('radiogroup', { name: /Tipo de trámite/ })).toBeNull();
  });

  it('an affiliate the insurer does not take stops the form with the §2 message and its own description', async () => {
    const { user } = await openPage({
      [`POST ${BASE}/afiliado`]: { body: invalidAffiliate('Baja por falta de pago') },
    });
    await enterAffiliate(user);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'El afiliado ingresado no es válido. Por favor, verifique la credencial ingresada.',
      ),
    ).toBeTruthy();
    expect(within(alert).getByText('Baja por falta de pago')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Autorización médica' })).toBeNull();
  });

  it('an unknown credential reads Credencial Inexistente (spec §5)', async () => {
    const { user } = await openPage({
      [`POST ${BASE}/afiliado`]: { body: invalidAffiliate(null) },
    });
    await enterAffiliate(user);
    expect(await screen.findByText('Credencial Inexistente')).toBeTruthy();
  });

  it('dental is offered only to a provider whose opciones offer it', async () => {
    const { user } = await openPage();
    await enterAffiliate(user);
    await screen.findByRole('radio', { name: 'Autorización médica' });
    expect(screen.queryByRole('radio', { name: 'Autorización odontológica' })).toBeNull();
  });

  it('an odontology provider sees dental and sends ortodoncia Sí as 1', async () => {
    const { user, api } = await openPage(
      { [`POST ${BASE}/autorizacion-odontologica`]: filed({ tipo: 'autorizacion-odontologica' }) },
      { odonto: true },
    );
    await enterAffiliate(user);
    await chooseKind(user, 'Autorización odontológica');
    const place = await screen.findByRole('combobox', { name: /^Lugar de atención/ });
    await waitFor(() => expect(within(place).getAllByRole('option').length).toBe(2));
    await user.selectOptions(place, 'Consultorio Palermo (Av. Santa Fe 3200, CABA)');
    await user.type(screen.getByLabelText(/^Fecha de la orden/), '09032026');
    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    await user.type(screen.getByLabelText(/^Tratamiento/), 'Brackets');
    await send(user);
    await screen.findByText(/Trámite registrado/);
    const [request] = api.callsTo(`POST ${BASE}/autorizacion-odontologica`);
    expect(request?.body).toMatchObject({
      tramite: { ortodoncia: 1, tratamiento: 'Brackets', lugarAtencionPrestador: 11 },
      afiliado: { contra: 30000001, inte: 1, prepaga: 1 },
    });
  });
});

describe('Alta de trámites: the medical authorization', () => {
  it('sends exactly the §3 body, with the order attached', async () => {
    const { user, api } = await openPage({ [`POST ${BASE}/autorizacion`]: filed() });
    await enterAffiliate(user);
    await chooseKind(user, 'Autorización médica');
    await fillMedical(user);
    const quantity = screen.getByLabelText(/^Cantidad de la prestación 1/);
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(screen.getByLabelText(/^Observación/), 'Dolor de rodilla');
    await user.click(screen.getByRole('checkbox', { name: 'Requiere medicación' }));
    await user.upload(screen.getByLabelText('Adjuntar archivos'), file('orden.pdf', PDF_BYTES));
    await screen.findByText(/orden\.pdf/);
    await send(user);

    await screen.findByText(/Trámite registrado/);
    const [request] = api.callsTo(`POST ${BASE}/autorizacion`);
    expect(request?.body).toEqual({
      prestador: 100001,
      emailPrestador: 'demo@prestadores.test',
      lugarAtencionPrestador: 11,
      adjuntaPresupuesto: false,
      requiereMedicacion: true,
      pacienteInternado: false,
      ventanilla: false,
      tipoAutorizacionMedica: 'practica',
      observacion: 'Dolor de rodilla',
      fechaOrden: '09/03/2026',
      afiliado: { contra: 30000001, inte: 1, prepaga: 1 },
      imagenes: [
        {
          fileName: 'orden.pdf',
          sizeInBytes: String(PDF_BYTES.length),
          base64Content: btoa(String.fromCharCode(...PDF_BYTES)),
        },
      ],
      prestacion: [{ codigo: MRI.codigo, cantidad: 2 }],
      requiereMaterial: false,
    });
  });

  it('a quantity past the limit or with letters is refused on its field, kept as typed, and nothing is sent', async () => {
    const { user, api } = await openPage({ [`POST ${BASE}/autorizacion`]: filed() });
    await enterAffiliate(user);
    await chooseKind(user, 'Autorización médica');
    await fillMedical(user);
    const quantity = screen.getByLabelText<HTMLInputElement>(/^Cantidad de la prestación 1/);
    await user.clear(quantity);
    await user.type(quantity, '99999999999');
    await send(user);
    expect(await screen.findByText('La cantidad es de hasta 99.')).toBeTruthy();
    expect(quantity.value).toBe('99999999999');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');

    await user.clear(quantity);
    await user.type(quantity, 'dos');
    await send(user);
    expect(
      await screen.findByText('La cantidad debe ser un número entero, de 1 a 99.'),
    ).toBeTruthy();
    expect(quantity.value).toBe('dos');
    expect(api.callsTo(`POST ${BASE}/autorizacion`)).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '12');
    await send(user);
    await screen.findByText(/Trámite registrado/);
    expect(api.callsTo(`POST ${BASE}/autorizacion`)[0]?.body).toMatchObject({
      prestacion: [{ codigo: MRI.codigo, cantidad: 12 }],
    });
  });

  it('asks for the surgery date only when the type is surgery', async () => {
    const { user, api } = await openPage({ [`POST ${BASE}/autorizacion`]: filed() });
    await enterAffiliate(user);
    await chooseKind(user, 'Autorización médica');
    await fillMedical(user, 'Cirugía');
    await send(user);
    expect(await screen.findByText('Ingresá la fecha de la cirugía.')).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/autorizacion`)).toHaveLength(0);

    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Tipo de autorización/ }),
      'Práctica ambulatoria',
    );
    expect(screen.queryByLabelText(/^Fecha de la cirugía/)).toBeNull();
    await send(user);
    await screen.findByText(/Trámite registrado/);
    expect(api.callsTo(`POST ${BASE}/autorizacion`)[0]?.body).not.toHaveProperty('fechaCirugia');
  });

  it('a surgery sends its date', async () => {
    const { user, api } = await openPage({
      [`POST ${BASE}/autorizacion`]: filed({ proceso: 'integral' }),
    });
    await enterAffiliate(user);
    await chooseKind(user, 'Autorización médica');
    await fillMedical(user, 'Cirugía');
    await user.type(screen.getByLabelText(/^Fecha de la cirugía/), '20032026');
    await send(user);
    expect(await screen.findByText('Proceso integral')).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/autorizacion`)[0]?.body).toMatchObject({
      tipoAutorizacionMedica: 'cirugia',
      fechaCirugia: '20/03/2026',
    });
  });

  it('a 400 shows the server’s Spanish message beside the button and keeps what was typed', async () => {
    const { user } = await openPage({
      [`POST ${BASE}/autorizacion`]: errorReply(400, 'La fecha de la orden no puede ser futura.'),
    });
    await enterAffiliate(user);
    await chooseKind(user, 'Autorización médica');
    await fillMedical(user);
    await user.type(screen.getByLabelText(/^Observación/), 'Control');
    await send(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('La fecha de la orden no puede ser futura.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Fecha de la orden/).value).toBe('09/03/2026');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Observación/).value).toBe('Control');
  });

  it('a 500 shows the server-data message', async () => {
    const { user } = await openPage({
      [`POST ${BASE}/autorizacion`]: errorReply(500, 'Internal Server Error'),
    });
    await enterAffiliate(user);
    await chooseKind(user, 'Autorización médica');
    await fillMedical(user);
    await send(user);
    expect(await screen.findByText('Ocurrió un problema en el servidor de datos')).toBeTruthy();
  });

  it('after saving, Nuevo trámite clears the affiliate and the form', async () => {
    const { user } = await openPage({ [`POST ${BASE}/autorizacion`]: filed() });
    await enterAffiliate(user);
    await chooseKind(user, 'Autorización médica');
    await fillMedical(user);
    await send(user);
    expect(await screen.findByRole('heading', { name: /N\.º 7100001/ })).toBeTruthy();
    expect(screen.getByText('Pendiente')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver el trámite' }).getAttribute('href')).toBe(
      '/prestadores/tramitesonline/tramites-de-autorizaciones/tramites/7100001',
    );
    await user.click(screen.getByRole('button', { name: 'Nuevo trámite' }));
    expect((await screen.findByLabelText<HTMLInputElement>(/^Número de afiliado/)).value).toBe('');
    expect(screen.queryByRole('radio', { name: 'Autorización médica' })).toBeNull();
  });

  it('the survey sends its score and comment, and thanks the user', async () => {
    const { user, api } = await openPage({
      [`POST ${BASE}/autorizacion`]: filed({}, { encuesta: true }),
      'POST /pre/v1/autorizaciones/encuesta': {
        status: 201,
        body: { ofrecer: false, autorizacionesGuardadas: 0, ultimaRespuesta: NOW_ISO },
      },
    });
    await enterAffiliate(user);
    await chooseKind(user, 'Autorización médica');
    await fillMedical(user);
    await send(user);
    const dialog = await screen.findByRole('dialog', { name: 'Encuesta de autorizaciones' });
    await user.click(within(dialog).getByRole('radio', { name: '4' }));
    await user.type(within(dialog).getByLabelText(/^Comentario/), 'Muy claro');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText('¡Gracias por tu respuesta!')).toBeTruthy();
    expect(api.callsTo('POST /pre/v1/autorizaciones/encuesta')[0]?.body).toEqual({
      puntaje: 4,
      comentario: 'Muy claro',
    });
  });

  it('opens the survey when the save says it is due, and it can be dismissed', async () => {
    const { user, api } = await openPage({
      [`POST ${BASE}/autorizacion`]: filed({}, { encuesta: true }),
      'POST /pre/v1/autorizaciones/encuesta': {
        status: 201,
        body: { ofrecer: false, autorizacionesGuardadas: 0, ultimaRespuesta: NOW_ISO },
      },
    });
    await enterAffiliate(user);
    await chooseKind(user, 'Autorización médica');
    await fillMedical(user);
    await send(user);
    const dialog = await screen.findByRole('dialog', { name: 'Encuesta de autorizaciones' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await within(dialog).findByText('Elegí un puntaje.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /pre/v1/autorizaciones/encuesta')).toHaveLength(0);
  });
});

const NOW_ISO = '2026-03-10T13:00:00.000Z';
