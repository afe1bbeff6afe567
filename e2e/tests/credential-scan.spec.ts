import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { writeQrY4m } from '../fake-camera.ts';
import config from '../playwright.config.ts';
import { openValidator } from '../support.ts';

/** The digital credential's QR carries the affiliate number as printed (ADR 0038). */
const CAMERA_FILE = join(tmpdir(), `portal-e2e-credential-${process.pid}.y4m`);
// Written in the worker that runs the journey, before its browser starts, and removed after:
// the runner also loads this file, to list its tests.
test.beforeAll(() => writeQrY4m(CAMERA_FILE, '30000001 1 01'));
test.afterAll(() => rmSync(CAMERA_FILE, { force: true }));

const base = config.use?.launchOptions ?? {};
test.use({
  // Chromium's fake camera shows the file; its fake permission prompt says yes.
  launchOptions: {
    ...base,
    args: [
      ...(base.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA_FILE}`,
    ],
  },
  permissions: ['camera'],
});

test('"Escanear credencial" reads the credential QR from the camera, fills the number and validates', async ({
  page,
}) => {
  const number = await openValidator(page);
  // From the field, the scan button is the next stop.
  await page.keyboard.press('Tab');
  const scan = page.getByRole('button', { name: 'Escanear credencial' });
  await expect(scan).toBeFocused();
  // Chromium on Linux has no usable BarcodeDetector: zxing's WebAssembly reader does the work,
  // its module served by the portal itself.
  const native = await page.evaluate(async () => {
    const Detector = (
      globalThis as { BarcodeDetector?: { getSupportedFormats(): Promise<string[]> } }
    ).BarcodeDetector;
    return Detector ? (await Detector.getSupportedFormats()).includes('qr_code') : false;
  });
  const wasm = native
    ? null
    : page.waitForResponse((response) => /\/prestadores\/assets\/.*\.wasm$/.test(response.url()));
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Escanear credencial' });
  await expect(dialog.getByText(/Apuntá la cámara al código QR/)).toBeVisible();
  if (wasm) {
    const response = await wasm;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/wasm');
  }

  await expect(number).toHaveValue('30000001 1 01', { timeout: 15_000 });
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Juan Pérez' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Datos del afiliado' })).toContainText('Activo');
  console.log(`credential scan: read by ${native ? 'the native BarcodeDetector' : 'zxing-wasm'}`);
});
