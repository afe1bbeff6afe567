import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { affiliateValidation } from '@/testing/affiliate-validation';
import { seedSession } from '@/testing/factories';
import { errorReply, mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { censusRow, censusUser, OPTIONS } from '../testing';

const PATH = '/tramitesonline/censos';
const BASE = '/pre/v1/censos/100001';
const NOW = () => new Date('2026-03-10T10:00:00-03:00');
const GUARD_NONE =
  'No se ha ingresado un afiliado. Por favor, ingrese el número de afiliado para continuar.';
const GUARD_INVALID =
  'El afiliado ingresado no es válido. Por favor, verifique la credencial ingresada.';

function censusApi(register = { status: 201, body: censusRow() } as object) {
  return mockModuleApi('censos', {
    ...affiliateValidation('censos'),
    [`GET ${BASE}/opciones`]: { body: OPTIONS },
    [`POST ${BASE}/registros`]: register,
  });
}

async function validate(user: ReturnType<typeof renderApp>['user'], number: string) {
  const field = await screen.findByRole('textbox', { name: /Número de afiliado/ });
  await user.clear(field);
  if (number) await user.type(field, number);
  await user.click(screen.getByRole('button', { name: 'Validar afiliado' }));
}

describe('registering a movement of an inpatient', () => {
  it('the form waits for a valid affiliate, with the §2 messages and the §5 reason', async () => {
    await seedSession(censusUser());
    censusApi();
    const { user } = renderApp({ path: PATH, now: NOW });
    expect(await screen.findByText(GUARD_NONE)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Registro del movimiento' })).toBeNull();

    await validate(user, '');
    expect(screen.getAllByText(GUARD_NONE)).toHaveLength(2);

    await validate(user, '30000002 1 01');
    const alert = (await screen.findByText('Baja')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByText(GUARD_INVALID)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Registro del movimiento' })).toBeNull();
  });

  it('shows the code the row will carry and sends the movement of a newborn', async () => {
    await seedSession(censusUser());
    const api = censusApi({
      status: 201,
      body: censusRow({
        movimiento: 'egreso',
        recienNacido: 2,
        codigo: 43422034,
        fecha: '10/03/2026',
      }),
    });
    const { user } = renderApp({ path: PATH, now: NOW });
    await validate(user, '30000001 1 01');
    expect(await screen.findByText('Juan Pérez · 30000001 1 01')).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Registro del movimiento' });
    expect(within(form).getByText('43422003')).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: /Fecha/ })).toHaveProperty(
      'value',
      '10/03/2026',
    );

    await user.selectOptions(within(form).getByRole('combobox', { name: /Movimiento/ }), 'egreso');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Paciente/ }), '2');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Lugar de atención/ }),
      'Consultorio Palermo',
    );
    expect(within(form).getByText('43422034')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Registrar' }));

    expect(await screen.findByText('El registro quedó guardado.')).toBeTruthy();
    expect(
      screen.getByText(
        'Egreso de Juan Pérez · 30000001 1 01 (Recién nacido 2) el 10/03/2026 en Consultorio Palermo.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Código 43422034')).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/registros`)[0]?.body).toEqual({
      afiliado: { contra: 30000001, inte: 1 },
      fecha: '10/03/2026',
      movimiento: 'egreso',
      recienNacido: 2,
      lugarAtencionPrestador: 1001,
    });
  });

  it('a discharge with no admission shows the server’s refusal', async () => {
    await seedSession(censusUser());
    censusApi(errorReply(422, 'No hay una admisión previa de ese paciente.', 'NO_ADMISSION'));
    const { user } = renderApp({ path: PATH, now: NOW });
    await validate(user, '30000001 1 01');
    const form = await screen.findByRole('form', { name: 'Registro del movimiento' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Movimiento/ }), 'egreso');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Lugar de atención/ }),
      '1002',
    );
    await user.click(within(form).getByRole('button', { name: 'Registrar' }));
    const refusal = await screen.findByText('No hay una admisión previa de ese paciente.');
    const alert = refusal.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByText('El registro no se guardó')).toBeTruthy();
  });

  it('a missing place and an unreal date stay on their fields, and nothing is sent', async () => {
    await seedSession(censusUser());
    const api = censusApi();
    const { user } = renderApp({ path: PATH, now: NOW });
    await validate(user, '30000001 1 01');
    const form = await screen.findByRole('form', { name: 'Registro del movimiento' });
    const date = within(form).getByRole('textbox', { name: /Fecha/ });
    await user.clear(date);
    await user.type(date, '31/02/2026');
    await user.click(within(form).getByRole('button', { name: 'Registrar' }));
    expect(
      await within(form).findByText('Ingresá una fecha real con formato dd/mm/aaaa.'),
    ).toBeTruthy();
    expect(within(form).getByText('Elegí el lugar de atención.')).toBeTruthy();
    expect(document.activeElement).toBe(date);
    expect(api.callsTo(`POST ${BASE}/registros`)).toHaveLength(0);
  });
});
