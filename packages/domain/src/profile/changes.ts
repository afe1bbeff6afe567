import type { LicenceKind, PhoneKind, Weekday } from './reference.ts';
import { WEEKDAYS } from './reference.ts';

/** One changed field of a request, as the case lists it and the page shows it while pending. */
export interface ProfileChange {
  campo: string;
  antes: string;
  despues: string;
}

export interface Licence {
  tipo: LicenceKind;
  numero: string;
  /** The province of a provincial licence; null for a national one. */
  provincia: string | null;
}

/** Personal and professional data as people read it (names, not ids). */
export interface ProfessionalView {
  apeRazonSocial: string;
  nombreAbre: string;
  documento: string;
  sexo: string;
  estadoCivil: string;
  /** dd/mm/aaaa, or '' when not given. */
  fechaNacimiento: string;
  matriculas: readonly Licence[];
  especialidades: readonly string[];
  idiomas: readonly string[];
}

export interface ContactEmail {
  tipoMail: number;
  email: string;
}
export interface ContactPhone {
  tipo: PhoneKind;
  numero: string;
}

/** A service address as people read it. */
export interface PlaceView {
  domicilio: string;
  localidad: string;
  telefono: string;
  horarios: Readonly<Record<Weekday, string | null>>;
  consultorios: readonly string[];
}

const NONE = '—';

export function licenceText(licence: Licence): string {
  const kind =
    licence.tipo === 'MN'
      ? 'Nacional'
      : `Provincial${licence.provincia ? ` (${licence.provincia})` : ''}`;
  return `${kind} N° ${licence.numero}`;
}

const listText = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : NONE);
const text = (value: string) => (value.trim() === '' ? NONE : value.trim());

/** Only the fields whose text differs. */
function changed(fields: readonly ProfileChange[]): ProfileChange[] {
  return fields.filter((field) => field.antes !== field.despues);
}

/**
 * Professional changes (spec §6 data update): every field here becomes a request the insurer
 * validates; contact data is not here because it applies at once.
 */
export function professionalChanges(
  before: ProfessionalView,
  after: ProfessionalView,
): ProfileChange[] {
  return changed([
    {
      campo: 'Apellido o razón social',
      antes: text(before.apeRazonSocial),
      despues: text(after.apeRazonSocial),
    },
    { campo: 'Nombre', antes: text(before.nombreAbre), despues: text(after.nombreAbre) },
    { campo: 'Documento', antes: text(before.documento), despues: text(after.documento) },
    { campo: 'Sexo', antes: text(before.sexo), despues: text(after.sexo) },
    { campo: 'Estado civil', antes: text(before.estadoCivil), despues: text(after.estadoCivil) },
    {
      campo: 'Fecha de nacimiento',
      antes: text(before.fechaNacimiento),
      despues: text(after.fechaNacimiento),
    },
    {
      campo: 'Matrículas',
      antes: listText(before.matriculas.map(licenceText)),
      despues: listText(after.matriculas.map(licenceText)),
    },
    {
      campo: 'Especialidades',
      antes: listText(before.especialidades),
      despues: listText(after.especialidades),
    },
    { campo: 'Idiomas', antes: listText(before.idiomas), despues: listText(after.idiomas) },
  ]);
}

/**
 * A service address's edit, split by the rule of spec §6: its phone is contact data and
 * applies at once; the address, hours and consulting rooms become a request.
 */
export function placeChanges(
  before: PlaceView,
  after: PlaceView,
): { phoneChanged: boolean; request: ProfileChange[] } {
  const hours = WEEKDAYS.map((day) => ({
    campo: `Horario del ${day.descripcion.toLowerCase()}`,
    antes: before.horarios[day.id] ?? 'Cerrado',
    despues: after.horarios[day.id] ?? 'Cerrado',
  }));
  return {
    phoneChanged: text(before.telefono) !== text(after.telefono),
    request: changed([
      { campo: 'Domicilio', antes: text(before.domicilio), despues: text(after.domicilio) },
      { campo: 'Localidad', antes: text(before.localidad), despues: text(after.localidad) },
      ...hours,
      {
        campo: 'Consultorios',
        antes: listText(before.consultorios),
        despues: listText(after.consultorios),
      },
    ]),
  };
}

/** The changes as the case's detail lists them, one a line. */
export function changesText(title: string, changes: readonly ProfileChange[]): string {
  return [
    title,
    ...changes.map((change) => `${change.campo}: ${change.antes} -> ${change.despues}`),
  ].join('\n');
}
