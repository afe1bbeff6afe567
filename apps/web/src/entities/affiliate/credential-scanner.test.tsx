import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedSession } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { SCANNER_MESSAGES } from './credential-scanner';

const VALIDATOR = '/tramitesonline/validar-afiliado';

/** A browser whose getUserMedia answers with `refusal` (a DOMException's name). */
function cameraRefusing(refusal: string) {
  const getUserMedia = vi.fn(() => Promise.reject(new DOMException('refused', refusal)));
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia },
    configurable: true,
  });
  return getUserMedia;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('Escanear credencial (ADR 0038)', () => {
  it.each([
    ['NotAllowedError', SCANNER_MESSAGES.denied],
    ['NotFoundError', SCANNER_MESSAGES.noCamera],
    ['NotReadableError', SCANNER_MESSAGES.busy],
    ['TypeError', SCANNER_MESSAGES.failed],
  ])(
    'a camera refused with %s says so in Spanish; the number can still be typed',
    async (refusal, message) => {
      const getUserMedia = cameraRefusing(refusal);
      await seedSession();
      mockModuleApi('validador-de-asociados');
      const { user } = renderApp({ path: VALIDATOR });
      await user.click(await screen.findByRole('button', { name: 'Escanear credencial' }));

      const dialog = await screen.findByRole('dialog', { name: 'Escanear credencial' });
      expect(await within(dialog).findByText(message)).toBeTruthy();
      expect(getUserMedia).toHaveBeenCalledWith({
        video: { facingMode: 'environment' },
        audio: false,
      });
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('dialog', { name: 'Escanear credencial' })).toBeNull();
      expect(screen.getByRole('textbox', { name: /Número de afiliado/ })).toBeTruthy();
    },
  );

  it('a browser without camera access offers no scan button', async () => {
    await seedSession();
    mockModuleApi('validador-de-asociados');
    renderApp({ path: VALIDATOR });
    await screen.findByRole('textbox', { name: /Número de afiliado/ });
    expect(screen.queryByRole('button', { name: 'Escanear credencial' })).toBeNull();
  });
});
