import { screen, waitFor, within } from '@testing-library/react';
import { TYPED_DATE_INVALID } from '@portal/domain/format';
import { describe, expect, it } from 'vitest';
import { affiliateValidation } from '@/testing/affiliate-validation';
import { permissions, seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { setCurrentPatient } from '../patient-store';
import { CONTACT, RECETAS, VACCINES, VACCINES_REPLY, recetasReply } from '../testing';

const HOME = '/tramitesonline/atencion-medica';
const MISSING =
  'No se ha ingresado un afiliado. Por favor, ingrese el número de afiliado para continuar.';

function medicalApi() {
  return mockModuleApi('atencion-medica', {
    ...affiliateValidation('atencion-medica'),
    [CONTACT]: { body: { contacto: 'Soporte Clínico, interno 42', aviso: 'x' } },
    [VACCINES]: { body: VACCINES_REPLY },
    [RECETAS]: (request) => ({
      body: recetasReply(Number(request.url.searchParams.get('pagina') ?? 1)),
    }),
  });
}

describe('atencion-medica', () => {
  it('asks the patient once on the index home, then shows his vaccines with the patient named', async () => {
    setCurrentPatient(null);
    await seedSession(userConfig({ medicalHistoryEnable: true, userPermissions: permissions() }));
    const api = medicalApi();
    const { user } = renderApp({ path: HOME });
    await user.type(
      await screen.findByRole('textbox', { name: /Número de afiliado/ }),
      '30000001 1 01',
    );
    await user.click(screen.getByRole('button', { name: 'Validar afiliado' }));
    const pages = await screen.findByRole('navigation', { name: 'Datos del paciente' });
    await user.click(within(pages).getByRole('link', { name: 'Vacunas' }));
    const list = await screen.findByRole('list', { name: 'Vacunas aplicadas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Paciente: Juan Pérez')).toBeTruthy();
    const asked = api.callsTo(VACCINES)[0]!.url.searchParams;
    expect([asked.get('contra'), asked.get('middle'), asked.get('inte')]).toEqual([
      '30000001',
      '1',
      '1',
    ]);
    // The tooltip names the support contact the server is configured with.
    const hint = screen.getByRole('button', { name: 'Información sobre este acceso' });
    await user.hover(hint);
    expect(await screen.findByText(/informalo a Soporte Clínico, interno 42\./)).toBeTruthy();
  });

  it('a patient page with no patient chosen shows the §2 guard message and asks nothing', async () => {
    setCurrentPatient(null);
    await seedSession(userConfig({ medicalHistoryEnable: true, userPermissions: permissions() }));
    const api = medicalApi();
    renderApp({ path: `${HOME}/vacunas` });
    expect(await screen.findByText(MISSING)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ingresar el número de afiliado' })).toBeTruthy();
    expect(api.callsTo(VACCINES)).toHaveLength(0);
  });

  it('pages the prescriptions: the next page asks pagina 2', async () => {
    setCurrentPatient({ contra: 30000001, middle: 1, inte: 1, nombre: 'Juan', apellido: 'Pérez' });
    await seedSession(userConfig({ medicalHistoryEnable: true, userPermissions: permissions() }));
    const api = medicalApi();
    const { user } = renderApp({ path: `${HOME}/recetas` });
    const list = await screen.findByRole('list', { name: 'Recetas del paciente' });
    expect(within(list).getAllByRole('listitem', { name: /^Receta \d+$/ })).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: /Siguiente/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem', { name: /^Receta \d+$/ })).toHaveLength(2),
    );
    const asked = api.callsTo(RECETAS).at(-1)!.url.searchParams;
    expect([asked.get('pagina'), asked.get('cantidad')]).toEqual(['2', '10']);
  });

  it('filters the prescriptions by typed dates and page size; an impossible day is flagged on its field', async () => {
    setCurrentPatient({ contra: 30000001, middle: 1, inte: 1, nombre: 'Juan', apellido: 'Pérez' });
    await seedSession(userConfig({ medicalHistoryEnable: true, userPermissions: permissions() }));
    const api = medicalApi();
    const { user } = renderApp({ path: `${HOME}/recetas` });
    await screen.findByRole('list', { name: 'Recetas del paciente' });
    const asked = api.callsTo(RECETAS).length;
    const filters = screen.getByRole('form', { name: 'Filtrar recetas' });
    const start = within(filters).getByRole('textbox', { name: 'Desde' });
    await user.type(start, '31022026');
    await user.click(within(filters).getByRole('button', { name: 'Buscar' }));
    expect(await within(filters).findByText(TYPED_DATE_INVALID)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(start));
    expect(api.callsTo(RECETAS)).toHaveLength(asked);

    await user.clear(start);
    await user.type(start, '01012026');
    await user.selectOptions(within(filters).getByLabelText('Cantidad por página'), '20');
    await user.click(within(filters).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.callsTo(RECETAS)).toHaveLength(asked + 1));
    const query = api.callsTo(RECETAS).at(-1)!.url.searchParams;
    expect([query.get('fecha_desde'), query.get('fecha_hasta'), query.get('cantidad')]).toEqual([
      '20260101',
      null,
      '20',
    ]);
  });
});
