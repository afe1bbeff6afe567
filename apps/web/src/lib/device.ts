import type { Device } from '@portal/contracts';

// Not a session key: the device keeps its id across logins, like the original app.
const DEVICE_ID_KEY = 'deviceid';

function deviceId(): string {
  const stored = localStorage.getItem(DEVICE_ID_KEY);
  if (stored) return stored;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const created = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  localStorage.setItem(DEVICE_ID_KEY, created);
  return created;
}

export function currentDevice(): Device {
  return {
    deviceid: deviceId(),
    devicename: `Portal web - ${navigator.userAgent}`.slice(0, 200),
    bloqueado: false,
    recordar: false,
  };
}
