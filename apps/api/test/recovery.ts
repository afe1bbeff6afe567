import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export interface Estado {
  estado: 'OK' | 'ERROR';
  mensaje?: string;
  fecha?: string;
  resetToken?: string;
}

/** The five password-recovery calls (spec §4, §7), as the forgot-password screens make them. */
export function recoveryApi(t: TestApp) {
  const post = async (path: string, payload: object) => {
    const response = await t.inject({ method: 'POST', url: `/pre/${path}`, payload });
    return { response, body: response.statusCode === 200 ? response.json<Estado>() : null };
  };
  const api = {
    post,
    validarDatos: async (email: string, cuit: string) =>
      (await post('olvido/validar_datos', { email, cuit })).body!,
    validarToken: async (email: string) => (await post('usuarios/validar_token', { email })).body!,
    enviarToken: async (email: string, fecha: string) =>
      (await post('usuarios/enviar_token', { email, fecha })).body!,
    validarPin: async (email: string, pin: string) =>
      (await post('olvido/validar_pin', { email, pin })).body!,
    updatePassword: async (resetToken: string, password: string) =>
      (await post('olvido/update_password', { resetToken, password })).body!,
    /** The PIN of the newest recovery mail to the address. */
    async lastPin(email: string): Promise<string> {
      const mail = await t.lastMailTo(email);
      const pin = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
      if (!pin) throw new Error(`no PIN mailed to ${email}`);
      return pin;
    },
    /** Steps 2 and 3: answers the PIN mailed. */
    async requestPin(email: string): Promise<string> {
      const token = await api.validarToken(email);
      expect(token.estado).toBe('OK');
      expect(token.fecha).toMatch(/^\d{14}$/);
      expect(await api.enviarToken(email, token.fecha!)).toEqual({ estado: 'OK' });
      return api.lastPin(email);
    },
  };
  return api;
}

/** A six-digit PIN that is not `pin`. */
export const otherPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
