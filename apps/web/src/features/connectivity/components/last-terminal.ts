/**
 * The terminal a front desk last registered a service from, per provider, on this device: a
 * desk works at one terminal all day, so Ingreso de prestaciones proposes it. Only a
 * preference: a terminal no longer active is ignored, and storage that fails is no error.
 */
const key = (providerId: number) => `prestadores.conectividad.terminal.${providerId}`;

export function lastTerminal(providerId: number): string | null {
  try {
    return localStorage.getItem(key(providerId));
  } catch {
    return null;
  }
}

export function rememberTerminal(providerId: number, codigo: string) {
  try {
    localStorage.setItem(key(providerId), codigo);
  } catch {
    // Private browsing or a full storage: the terminal is simply asked again next time.
  }
}
