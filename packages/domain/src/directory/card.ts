import { WEEKDAYS, type Weekday } from '../profile/reference.ts';
import { capitalizeName } from '../provider/provider.ts';

/** The texts of the directory's search and cards (spec §2, es-AR as written there). */
export const DIRECTORY_MESSAGES = {
  selectSpecialty: 'Seleccionar',
  localityPlaceholder: 'Escribí al menos 3 letras',
  noResults: 'No se encontraron resultados.',
  showLocation: 'Ver Ubicación',
  showHours: 'Ver Horarios',
  /** Spec §8 generic modal text: the dialog's title is the section. */
  searchFailed: 'Ha ocurrido un error, inténtelo nuevamente',
  closed: 'Sin atención',
  searchTooShort: 'Escribí al menos 3 letras.',
  pageTooBig: (max: number) => `La página va hasta ${max}.`,
  pageTooSmall: 'La página empieza en 1.',
  pageNotNumber: 'La página debe ser un número entero.',
} as const;

/** A plain maps link with the address (no external service is called to build it). */
export function mapsUrl(address: {
  calle: string;
  numero: string;
  localidad: string;
  provincia: string;
}): string {
  const text = `${address.calle} ${address.numero}, ${address.localidad}, ${address.provincia}, Argentina`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}`;
}

/** Monday to Friday as the 'Ver Horarios' dialog lists them; a day without hours is closed. */
export function weekHours(
  hours: Partial<Record<Weekday, string | null>>,
): { dia: string; horario: string }[] {
  return WEEKDAYS.map((day) => ({
    dia: day.descripcion,
    horario: hours[day.id]?.trim() || DIRECTORY_MESSAGES.closed,
  }));
}

/**
 * The name a card is headed with: a person ('P') by first name and surname, an institution by
 * its name alone (its short name repeats it), capitalised as every name the portal shows.
 */
export function directoryCardName(card: {
  ape_razon: string;
  nombre_abre: string;
  Prestad_Tipo: string;
}): string {
  const name = card.Prestad_Tipo === 'P' ? `${card.nombre_abre} ${card.ape_razon}` : card.ape_razon;
  return capitalizeName(name);
}
