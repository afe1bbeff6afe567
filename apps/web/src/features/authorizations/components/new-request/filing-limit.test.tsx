import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorReply } from '@/testing/mock-api';
import { BASE, enterAffiliate, MRI, openPage, type User } from '../../testing';

// The journey types into several fields; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

/** The medical form as a front desk fills it: place, type, order date, one service. */
async function fillMedical(user: User) {
  await user.click(await screen.findByRole('radio', { name: 'Autorización médica' }));
  const place = await screen.findByRole('combobox', { name: /^Lugar de atención/ });
  await waitFor(() => expect(within(place).getAllByRole('option').length).toBe(2));
  await user.selectOptions(place, 'Consultorio Palermo (Av. Santa Fe 3200, CABA)');
  await user.selectOptions(
    screen.getByRole('combobox', { name: /^Tipo de autorización/ }),
    'Práctica ambulatoria',
  );
  await user.type(screen.getByLabelText(/^Fecha de la orden/), '09032026');
  await user.type(screen.getByLabelText(/^Prestación 1/), String(MRI.codigo));
  await waitFor(() =>
    expect(screen.getByLabelText<HTMLInputElement>(/^Prestación 1/).value).toContain(
      MRI.descripcion,
    ),
  );
}

describe('Alta de trámites: the write limit', () => {
  it.each([
    [
      'USER_WRITE_LIMIT',
      360,
      'Hiciste demasiados envíos seguidos. Podés volver a intentar en 6 minutos.',
    ],
    [
      'PROVIDER_WRITE_LIMIT',
      7200,
      'Se hicieron demasiados envíos seguidos desde tu prestador. Podés volver a intentar en 2 horas.',
    ],
  ])(
    'a 429 %s shows the message with the wait beside the button, and keeps what was typed',
    async (code, retryAfterSeconds, message) => {
      const { user } = await openPage({
        [`POST ${BASE}/autorizacion`]: errorReply(429, message, code, { retryAfterSeconds }),
      });
      await enterAffiliate(user);
      await fillMedical(user);
      await user.type(screen.getByLabelText(/^Observación/), 'Control');
      await user.click(screen.getByRole('button', { name: 'Enviar trámite' }));
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText(message)).toBeTruthy();
      expect(screen.getByLabelText<HTMLTextAreaElement>(/^Observación/).value).toBe('Control');
    },
  );
});
