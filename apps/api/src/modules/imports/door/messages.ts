import { IMPORT_MEDIA_TYPES } from '@portal/contracts';

const BUSY_SOURCE = {
  http: '',
  cli: ', desde la línea de comandos',
  console: ', desde la consola',
};

/** What the imports' door answers, in Spanish like every message of the API. */
export const DOOR_MESSAGES = {
  mediaType: `El archivo se envía como cuerpo de la solicitud, con Content-Type ${IMPORT_MEDIA_TYPES.join(' o ')}.`,
  tooLarge: (maxBytes: number) =>
    `El archivo supera el máximo que acepta el servidor (${maxBytes.toLocaleString('es-AR')} bytes).`,
  busy: (id: number | null, source?: 'http' | 'cli' | 'console') =>
    `Ya hay una importación de este tipo en curso${id ? ` (trabajo ${id}${BUSY_SOURCE[source ?? 'http']})` : ''}. Esperá a que termine para enviar otra.`,
  aborted: 'El envío del archivo se interrumpió antes de terminar.',
  jobNotFound: 'No existe ese trabajo de importación para esta clave.',
  noRejects:
    'Este trabajo no tiene archivo de rechazos: no rechazó filas o no se pidió aceptar parciales.',
  failed: 'La importación no pudo terminar por un error del servidor. No se aplicó nada.',
  stale: 'El proceso que corría la importación se detuvo antes de terminarla. No se aplicó nada.',
  kindNotBuilt: 'Este tipo de importación todavía no está disponible.',
  exportNotBuilt: 'Este tipo todavía no se puede exportar.',
  keyNotFound: 'No existe esa clave de integración.',
} as const;
