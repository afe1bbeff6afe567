import { screen, waitFor } from '@testing-library/react';
import { TYPED_DATE_INVALID } from '@portal/domain/format';
import { describe, expect, it, vi } from 'vitest';
import { file, PDF_BYTES } from '@/testing/support-cases';
import { BASE, filed, MRI, openPage, type User } from '../../testing';
import { AFILIADO, choosePlace, expectRefused, send, startRequest } from './request-kind-steps';

// Journeys type into several fields; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

describe('Alta de trámites: the authorization with materials or prostheses', () => {
  const CALL = `POST ${BASE}/autorizacion-con-materiales`;

  async function fillMedicalPart(user: User) {
    await startRequest(user, 'Autorización con materiales o prótesis');
    await choosePlace(user);
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Tipo de autorización/ }),
      'Cirugía',
    );
    await user.type(screen.getByLabelText(/^Fecha de la orden/), '09032026');
    await user.type(screen.getByLabelText(/^Fecha de la cirugía/), '20032026');
    await user.type(screen.getByLabelText(/^Prestación 1/), String(MRI.codigo));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(/^Prestación 1/).value).toContain(
        MRI.descripcion,
      ),
    );
  }

  it('sends the medical §3 body plus its materials, always requiring material', async () => {
    const { user, api } = await openPage({
      [CALL]: filed({
        tipo: 'autorizacion-con-materiales',
        tipoDescripcion: 'Autorización con materiales o prótesis',
        proceso: 'integral',
      }),
    });
    await fillMedicalPart(user);
    // The kind itself says materials: the form does not ask it again.
    expect(screen.queryByRole('checkbox', { name: 'Requiere materiales o prótesis' })).toBeNull();
    await user.type(screen.getByLabelText(/^Material 1/), 'Prótesis de rodilla');
    await user.click(screen.getByRole('button', { name: 'Agregar material' }));
    await user.type(screen.getByLabelText(/^Material 2/), 'Tornillos de titanio');
    const quantity = screen.getByLabelText(/^Cantidad del material 2/);
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(screen.getByRole('checkbox', { name: 'Adjunta presupuesto' }));
    await user.type(screen.getByLabelText(/^Observación/), 'Reemplazo total');
    await user.upload(
      screen.getByLabelText('Adjuntar archivos'),
      file('presupuesto.pdf', PDF_BYTES),
    );
    await screen.findByText(/presupuesto\.pdf/);
    await send(user);

    expect(await screen.findByText('Proceso integral')).toBeTruthy();
    const calls = api.callsTo(CALL);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      prestador: 100001,
      emailPrestador: 'demo@prestadores.test',
      lugarAtencionPrestador: 11,
      adjuntaPresupuesto: true,
      requiereMedicacion: false,
      pacienteInternado: false,
      ventanilla: false,
      tipoAutorizacionMedica: 'cirugia',
      observacion: 'Reemplazo total',
      fechaOrden: '09/03/2026',
      fechaCirugia: '20/03/2026',
      afiliado: AFILIADO,
      imagenes: [
        {
          fileName: 'presupuesto.pdf',
          sizeInBytes: String(PDF_BYTES.length),
          base64Content: btoa(String.fromCharCode(...PDF_BYTES)),
        },
      ],
      prestacion: [{ codigo: MRI.codigo, cantidad: 1 }],
      requiereMaterial: true,
      materiales: [
        { descripcion: 'Prótesis de rodilla', cantidad: 1 },
        { descripcion: 'Tornillos de titanio', cantidad: 4 },
      ],
    });
    expect(api.callsTo(`POST ${BASE}/autorizacion`)).toHaveLength(0);
  });

  it('a request whose material is left blank is refused on that material and nothing is sent', async () => {
    const { user, api } = await openPage({
      [CALL]: filed({ tipo: 'autorizacion-con-materiales' }),
    });
    await fillMedicalPart(user);
    await send(user);

    await expectRefused(/^Material 1/, 'Describí el material.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Material 1/)));
    expect(api.callsTo(CALL)).toHaveLength(0);
  });

  it('a surgery date that is no real day is refused on the field and nothing is sent', async () => {
    const { user, api } = await openPage({
      [CALL]: filed({ tipo: 'autorizacion-con-materiales' }),
    });
    await fillMedicalPart(user);
    await user.type(screen.getByLabelText(/^Material 1/), 'Prótesis de rodilla');
    const surgery = screen.getByLabelText(/^Fecha de la cirugía/);
    await user.clear(surgery);
    await user.type(surgery, '31022026');
    await send(user);

    await expectRefused(/^Fecha de la cirugía/, TYPED_DATE_INVALID);
    expect(api.callsTo(CALL)).toHaveLength(0);
  });

  it('a removed material is not sent, and the last one cannot be removed', async () => {
    const { user, api } = await openPage({
      [CALL]: filed({ tipo: 'autorizacion-con-materiales' }),
    });
    await fillMedicalPart(user);
    expect(screen.queryByRole('button', { name: 'Quitar el material 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Agregar material' }));
    await user.type(screen.getByLabelText(/^Material 2/), 'Placa de osteosíntesis');
    await user.click(screen.getByRole('button', { name: 'Quitar el material 1' }));
    expect(screen.queryByLabelText(/^Material 2/)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/^Material 1/).value).toBe(
      'Placa de osteosíntesis',
    );
    expect(screen.queryByRole('button', { name: 'Quitar el material 1' })).toBeNull();
    await send(user);

    await screen.findByText(/Trámite registrado/);
    expect(api.callsTo(CALL)[0]?.body).toMatchObject({
      materiales: [{ descripcion: 'Placa de osteosíntesis', cantidad: 1 }],
    });
  });
});

describe('Alta de trámites: the single medication', () => {
  const CALL = `POST ${BASE}/autorizacion-medicacion-unica`;
  const answer = filed({
    tipo: 'autorizacion-medicacion-unica',
    tipoDescripcion: 'Medicación única',
    resumen: 'Enoxaparina 40 mg',
  });

  it('sends exactly the §3 body: the medication, its presentation and quantity, no services', async () => {
    const { user, api } = await openPage({ [CALL]: answer });
    await startRequest(user, 'Medicación única');
    await choosePlace(user);
    await user.type(screen.getByLabelText(/^Fecha de la orden/), '09032026');
    // A medication is no service: the form asks for none.
    expect(screen.queryByLabelText(/^Prestación 1/)).toBeNull();
    await user.type(screen.getByLabelText(/^Medicamento/), 'Enoxaparina 40 mg');
    await user.type(screen.getByLabelText(/^Presentación/), 'Jeringa prellenada x 10');
    const quantity = screen.getByLabelText(/^Cantidad/);
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(screen.getByLabelText(/^Observación/), 'Post quirurgico');
    await send(user);

    expect(await screen.findByRole('heading', { name: /N\.º 7100001/ })).toBeTruthy();
    const calls = api.callsTo(CALL);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      prestador: 100001,
      lugarAtencionPrestador: 11,
      fechaOrden: '09/03/2026',
      afiliado: AFILIADO,
      medicamento: {
        descripcion: 'Enoxaparina 40 mg',
        presentacion: 'Jeringa prellenada x 10',
        cantidad: 3,
      },
      observacion: 'Post quirurgico',
      imagenes: [],
    });
  });

  it('a medication without its description is refused on the field and nothing is sent', async () => {
    const { user, api } = await openPage({ [CALL]: answer });
    await startRequest(user, 'Medicación única');
    await choosePlace(user);
    await user.type(screen.getByLabelText(/^Fecha de la orden/), '09032026');
    await user.type(screen.getByLabelText(/^Medicamento/), '   ');
    await send(user);

    await expectRefused(/^Medicamento/, 'Indicá el medicamento.');
    expect(api.callsTo(CALL)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Medicamento/));
    await user.type(screen.getByLabelText(/^Medicamento/), 'Ibuprofeno 600');
    await send(user);
    await screen.findByText(/Trámite registrado/);
    expect(api.callsTo(CALL)[0]?.body).toMatchObject({
      medicamento: { descripcion: 'Ibuprofeno 600', presentacion: '', cantidad: 1 },
    });
  });
  it('an order date that is no real day is refused on the field and nothing is sent', async () => {
    const { user, api } = await openPage({ [CALL]: answer });
    await startRequest(user, 'Medicación única');
    await choosePlace(user);
    await user.type(screen.getByLabelText(/^Fecha de la orden/), '31022026');
    await user.type(screen.getByLabelText(/^Medicamento/), 'Ibuprofeno 600');
    await send(user);

    await expectRefused(/^Fecha de la orden/, TYPED_DATE_INVALID);
    expect(api.callsTo(CALL)).toHaveLength(0);
  });
});
