import { STAFF_MESSAGES } from '@portal/domain/staff';
import { expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { DEMO_PASSWORD } from './support.ts';

/** A demo staff account of the console, with the TOTP secret of its second factor. */
export interface StaffAccount {
  email: string;
  secret: string;
}

const TOTP_STEP_MS = 30_000;

/**
 * Logs into the console with the password and the current TOTP code. A code opens one session
 * (the server refuses a step already used), and a journey earlier in the lane may have used this
 * window's code for the same account: then, and only on that refusal, the next window's code is
 * entered. A journey that logs in no longer waits out the window for the journeys after it.
 */
export async function logIntoConsole(staff: Page, who: StaffAccount): Promise<void> {
  await staff.goto('/consola/ingresar');
  const password = staff.getByRole('form', { name: 'Ingreso del personal' });
  await password.getByLabel('E-mail').fill(who.email);
  await password.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await password.getByRole('button', { name: 'Continuar' }).click();
  const code = staff.getByRole('form', { name: 'Segundo factor' });
  const welcome = staff.getByRole('heading', { level: 1, name: /^Hola, / });
  const refused = staff.getByRole('alert').filter({ hasText: STAFF_MESSAGES.codeRefused });
  const enter = async () => {
    await code.getByLabel('Código de 6 dígitos').fill(new TOTP({ secret: who.secret }).generate());
    await code.getByRole('button', { name: 'Ingresar' }).click();
  };
  await enter();
  await expect(welcome.or(refused)).toBeVisible();
  if (await welcome.isVisible()) return;
  await staff.waitForTimeout(TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) + 500);
  await enter();
  await expect(welcome).toBeVisible();
}
