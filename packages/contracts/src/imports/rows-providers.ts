import { IMPORT_MESSAGES, parseCents } from '@portal/domain/imports';
import { readHours } from '@portal/domain/profile';
import { PROVIDER_TYPES } from '@portal/domain/provider';
import { z } from '../zod.ts';
import { rowColumns, rowFields as f } from './row-fields.ts';

/**
 * One row of the providers file: one attention place of one provider, the provider's own columns
 * repeated on each of its places and refused when they disagree (docs/decisions/0049). Lists go
 * in one cell separated by `|` (NDJSON may send arrays). The key is the place's code, which is
 * the insurer's and unique across providers.
 */

/** A cell's text: CSV gives text, NDJSON may give numbers or booleans; anything else is empty. */
function cellText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** A `|` list (or an NDJSON array), items trimmed, blanks dropped. */
const list = z
  .unknown()
  .transform((value) =>
    (Array.isArray(value) ? value.map(cellText) : cellText(value).split('|'))
      .map((item) => item.trim())
      .filter(Boolean),
  );

function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** Codes of a catalogue (specialties), as whole numbers, each once, ascending. */
const codes = list.transform((items, ctx) => {
  const bad = items.find((item) => !/^\d{1,9}$/.test(item));
  if (bad !== undefined) return refuse(ctx, `«${bad}»: ${IMPORT_MESSAGES.integer}`);
  return [...new Set(items.map(Number))].sort((a, b) => a - b);
});

/** Permission keys, each once, in code-point order (how the merge compares them). */
const keys = list.transform((items, ctx) => {
  if (items.length === 0) return refuse(ctx, 'Indicá al menos un módulo habilitado.');
  return [...new Set(items)].sort();
});

/** A contracted service and its agreed value for every plan, in exact cents. */
export interface ContractedService {
  codigo: number;
  centavos: number;
}

const services = list.transform((items, ctx) => {
  const read: ContractedService[] = [];
  for (const item of items) {
    const [codigo = '', valor = ''] = item.split('=').map((part) => part.trim());
    const money = parseCents(valor);
    if (!/^\d{1,9}$/.test(codigo) || !money.ok) {
      return refuse(
        ctx,
        `«${item}»: cada prestación se escribe código=valor en pesos (420101=15000,50).`,
      );
    }
    if (read.some((service) => service.codigo === Number(codigo))) {
      return refuse(ctx, `La prestación ${codigo} está dos veces en el lugar.`);
    }
    read.push({ codigo: Number(codigo), centavos: money.value });
  }
  return read.sort((a, b) => a.codigo - b.codigo);
});

/** Consulting rooms in the file's order, as Mis datos keeps them (up to 20 of 60 characters). */
const rooms = list.refine(
  (items) => items.length <= 20 && items.every((item) => item.length <= 60),
  'Hasta 20 consultorios, de hasta 60 caracteres cada uno.',
);

/** One weekday's hours as Mis datos writes them ('08:00 a 12:00'); empty is closed (''). */
const hours = z.unknown().transform((value, ctx) => {
  const read = readHours(cellText(value));
  if (!read.ok)
    return refuse(ctx, 'El horario se escribe HH:MM a HH:MM; vacío si ese día no atiende.');
  return read.value ?? '';
});

const email = z.unknown().transform((value, ctx) => {
  const text = cellText(value).toLowerCase();
  if (text === '') return '';
  if (text.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) {
    return refuse(ctx, 'No es un e-mail válido.');
  }
  return text;
});

const requiredEmail = email.refine((value) => value !== '', IMPORT_MESSAGES.required);

export const providerImportRow = z.object({
  codigo: f.integer(1, 2_147_483_647),
  tipo: f.code(PROVIDER_TYPES),
  cuit: f.cuit(),
  ape_razon_social: f.text(160),
  nombre_abre: f.text(80),
  email: requiredEmail,
  odontologia: f.flag(),
  modulos: keys,
  admin_email: email,
  lugar: f.integer(1, 2_147_483_647),
  lugar_descripcion: f.text(120),
  calle: f.text(120),
  numero: f.text(10),
  localidad: f.text(120),
  provincia: f.optionalText(80),
  telefono: f.optionalText(30),
  lun: hours,
  mar: hours,
  mier: hours,
  jue: hours,
  vie: hours,
  consultorios: rooms,
  especialidades: codes,
  servicios: services,
});
export type ProviderImportRow = z.output<typeof providerImportRow>;

export const PROVIDER_IMPORT_COLUMNS = rowColumns(providerImportRow);

/** The provider's columns: every row of one provider must repeat them the same. */
export const PROVIDER_IMPORT_FIELDS = [
  'codigo',
  'tipo',
  'cuit',
  'ape_razon_social',
  'nombre_abre',
  'email',
  'odontologia',
  'modulos',
  'admin_email',
] as const satisfies readonly (keyof ProviderImportRow)[];

export const PROVIDER_IMPORT_COLUMN_DOCS: Record<keyof ProviderImportRow, string> = {
  codigo: 'Código de prestador (entero); igual en todas las filas del prestador.',
  tipo: 'P (persona física), E (equipo), I (institución) o C (colegio).',
  cuit: 'CUIT, 11 dígitos con o sin guiones; se controla el dígito verificador.',
  ape_razon_social: 'Apellido y nombre, o razón social; hasta 160 caracteres.',
  nombre_abre: 'Nombre abreviado; hasta 80 caracteres.',
  email: 'E-mail de contacto del prestador.',
  odontologia:
    'S si es prestador odontológico (ve el formulario de autorización odontológica); si no, N.',
  modulos:
    'Módulos habilitados, claves de permiso separadas por barra vertical (las del catálogo de módulos); los tienen sus administradores.',
  admin_email:
    'E-mail del primer administrador; vacío si no se invita a nadie. Sólo se usa si el prestador no tiene usuarios.',
  lugar:
    'Código del lugar de atención (entero, único entre todos los prestadores): la clave de la fila.',
  lugar_descripcion: 'Nombre del lugar (Consultorio Palermo); hasta 120 caracteres.',
  calle: 'Calle; hasta 120 caracteres.',
  numero: 'Número de la calle; hasta 10 caracteres.',
  localidad: 'Código de localidad, o su nombre (sin importar mayúsculas ni acentos).',
  provincia: 'Provincia, por nombre o código; necesaria si el nombre de la localidad se repite.',
  telefono: 'Teléfono del lugar; opcional.',
  lun: 'Horario del lunes, HH:MM a HH:MM; vacío si no atiende.',
  mar: 'Horario del martes.',
  mier: 'Horario del miércoles.',
  jue: 'Horario del jueves.',
  vie: 'Horario del viernes.',
  consultorios: 'Consultorios separados por barra vertical (hasta 20, de hasta 60 caracteres).',
  especialidades:
    'Códigos de especialidad separados por barra vertical: las tarjetas de la cartilla del lugar.',
  servicios:
    'Prestaciones convenidas para todos los planes, código=valor en pesos separadas por barra vertical (420101=15000,50).',
};
