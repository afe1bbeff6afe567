import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contractingMotivos, FOUND_AUTHORIZATIONS } from '@/testing/support-cases';
import { chooseArea, created, motivoSelect, openForm, postProcess } from './new-case-testing';

// Journeys type into several fields; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

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
