import { STAFF_MESSAGES } from '@portal/domain/staff';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, sessionAnswer } from '@/testing/factories';
import { errorReply, mockApi } from '@/testing/mock-api';
import { renderConsole } from '@/testing/render-console';

const LOGIN = 'POST /pre/consola/v0/login';
const SECOND = 'POST /pre/consola/v0/login/segundo-factor';
const ME = 'GET /pre/consola/v0/yo';
const RECOVERY = Array.from({ length: 10 }, (_, index) => `abcd-ef${index + 2}h`);

async function typePassword(user: ReturnType<typeof renderConsole>['user']) {
  await user.type(screen.getByLabelText('E-mail'), 'admin@aseguradora.test');
  await user.type(screen.getByLabelText('Contraseña'), 'Prestador.2026');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

describe('the console login', () => {
  it('asks the password, then the code, and opens the console with the name and roles', async () => {
    const api = mockApi({
      [LOGIN]: { body: { pendingToken: 'stp.x.y', expiresInSeconds: 300, enrolment: null } },
      [SECOND]: { body: sessionAnswer() },
      [ME]: { body: admin() },
    });
    const { user, location } = renderConsole({ path: '/ingresar' });
    await typePassword(user);
    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByRole('heading', { name: 'Hola, Administración Demo' })).toBeTruthy();
    expect(location.pathname).toBe('/');
    expect(screen.getByLabelText('Tus roles').textContent).toBe('Administración');
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    expect(within(nav).getByRole('link', { name: 'Cuentas del personal' })).toBeTruthy();
    expect(api.callsTo(LOGIN)[0]?.body).toEqual({
      email: 'admin@aseguradora.test',
      password: 'Prestador.2026',
    });
    expect(api.callsTo(SECOND)[0]?.body).toEqual({ pendingToken: 'stp.x.y', code: '123456' });
    expect(api.callsTo(ME)[0]?.headers.get('authorization')).toBe('Bearer stf.sesion.firma');
  });

  it('enrols the first time: QR and secret, then the ten recovery codes once', async () => {
    mockApi({
      [LOGIN]: {
        body: {
          pendingToken: 'stp.x.y',
          expiresInSeconds: 300,
          enrolment: {
            uri: 'otpauth://totp/Consola:nueva%40aseguradora.test?secret=JBSWY3DPEHPK3PXP',
            secret: 'JBSWY3DPEHPK3PXP',
          },
        },
      },
      [SECOND]: { body: sessionAnswer(admin(), RECOVERY) },
      [ME]: { body: admin() },
    });
    const { user } = renderConsole({ path: '/ingresar' });
    await typePassword(user);

    expect(
      await screen.findByRole('heading', { name: 'Configurá tu segundo factor' }),
    ).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    const qr = await screen.findByAltText(/Código QR/);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // No recovery codes exist before the enrolment is confirmed.
    expect(screen.queryByRole('button', { name: 'Usar un código de recuperación' })).toBeNull();

    await user.type(screen.getByLabelText('Código de 6 dígitos'), '654321');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    const list = await screen.findByRole('list', { name: 'Códigos de recuperación' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY);
    expect(screen.getByRole('button', { name: 'Copiar los códigos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar los códigos' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ya los guardé, continuar' }));
    expect(await screen.findByRole('heading', { name: 'Hola, Administración Demo' })).toBeTruthy();
  });

  it('sends a recovery code instead of the app code when asked', async () => {
    const api = mockApi({
      [LOGIN]: { body: { pendingToken: 'stp.x.y', expiresInSeconds: 300, enrolment: null } },
      [SECOND]: { body: sessionAnswer() },
      [ME]: { body: admin() },
    });
    const { user } = renderConsole({ path: '/ingresar' });
    await typePassword(user);
    await user.click(await screen.findByRole('button', { name: 'Usar un código de recuperación' }));
    await user.type(screen.getByLabelText('Código de recuperación'), 'abcd-ef2h');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    await screen.findByRole('heading', { name: 'Hola, Administración Demo' });
    expect(api.callsTo(SECOND)[0]?.body).toEqual({
      pendingToken: 'stp.x.y',
      recoveryCode: 'abcd-ef2h',
    });
  });

  it('refuses a code that is not six digits without asking the server', async () => {
    const api = mockApi({
      [LOGIN]: { body: { pendingToken: 'stp.x.y', expiresInSeconds: 300, enrolment: null } },
    });
    const { user } = renderConsole({ path: '/ingresar' });
    await typePassword(user);
    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '12345');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(
      await screen.findByText('Ingresá los 6 dígitos que muestra tu aplicación.'),
    ).toBeTruthy();
    expect(api.callsTo(SECOND)).toEqual([]);
  });

  it("shows the server's refusal of a code and stays on the step", async () => {
    mockApi({
      [LOGIN]: { body: { pendingToken: 'stp.x.y', expiresInSeconds: 300, enrolment: null } },
      [SECOND]: errorReply(401, STAFF_MESSAGES.codeRefused),
    });
    const { user } = renderConsole({ path: '/ingresar' });
    await typePassword(user);
    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '000000');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.codeRefused);
    expect(screen.getByLabelText('Código de 6 dígitos')).toBeTruthy();
  });

  it('tells a wrong password as the server words it', async () => {
    mockApi({ [LOGIN]: errorReply(401, STAFF_MESSAGES.loginFailed) });
    const { user } = renderConsole({ path: '/ingresar' });
    await typePassword(user);
    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.loginFailed);
  });
});
