import { STAFF_MESSAGES } from '@portal/domain/staff';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi } from '@/testing/mock-api';
import { renderConsole } from '@/testing/render-console';

const ALTA = 'POST /pre/consola/v0/alta';

async function fill(
  user: ReturnType<typeof renderConsole>['user'],
  password: string,
  again = password,
) {
  await user.type(await screen.findByLabelText('Contraseña nueva'), password);
  await user.type(screen.getByLabelText('Repetí la contraseña'), again);
  await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
}

describe('the invitation', () => {
  it('sets the password with the token of the link, then asks to log in', async () => {
    const api = mockApi({ [ALTA]: { status: 204, body: null } });
    const { user, location } = renderConsole({ path: '/alta?invitacion=tok%2Ben' });
    await fill(user, 'una-clave-larga-2026');

    expect(
      await screen.findByText(
        'Tu contraseña quedó guardada. Ingresá con tu e-mail y la contraseña nueva.',
      ),
    ).toBeTruthy();
    expect(location.pathname).toBe('/ingresar');
    expect(api.callsTo(ALTA)[0]?.body).toEqual({
      invitation: 'tok+en',
      password: 'una-clave-larga-2026',
    });
  });

  it('asks at least twelve characters and the same password twice, before any call', async () => {
    const api = mockApi();
    const { user } = renderConsole({ path: '/alta?invitacion=tok' });
    await fill(user, 'corta', 'otra');
    expect(await screen.findByText(STAFF_MESSAGES.passwordTooShort)).toBeTruthy();
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("shows the server's refusal of a spent invitation", async () => {
    mockApi({ [ALTA]: errorReply(400, STAFF_MESSAGES.invitationInvalid) });
    const { user } = renderConsole({ path: '/alta?invitacion=vencida' });
    await fill(user, 'una-clave-larga-2026');
    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.invitationInvalid);
  });

  it('says the link is not valid when it has no invitation', async () => {
    mockApi();
    renderConsole({ path: '/alta' });
    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.invitationInvalid);
  });
});
