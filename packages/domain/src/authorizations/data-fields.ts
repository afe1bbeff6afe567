import {
  HOSPITALIZATION_ROOMS,
  HOSPITALIZATION_TYPES,
  MEDICAL_AUTHORIZATION_TYPES,
} from './catalogue.ts';

/**
 * A request's own fields (datos, by kind) as people read them: each key's label as the forms
 * write it, and each coded value by its name from the catalogue's tables (the detail
 * printed "Tipo de autorización practica"). Screens call these; they never print a code.
 */
export const AUTHORIZATION_DATA_LABELS: Readonly<Record<string, string>> = {
  tipoAutorizacionMedica: 'Tipo de autorización',
  adjuntaPresupuesto: 'Adjunta presupuesto',
  requiereMedicacion: 'Requiere medicación',
  pacienteInternado: 'Paciente internado',
  ventanilla: 'Retira por ventanilla',
  requiereMaterial: 'Requiere materiales o prótesis',
  fechaCirugia: 'Fecha de la cirugía',
  materiales: 'Materiales',
  medicamento: 'Medicamento',
  presentacion: 'Presentación',
  cantidad: 'Cantidad',
  ortodoncia: 'Ortodoncia',
  tratamiento: 'Tratamiento',
  etapa: 'Etapa',
  fechaTraslado: 'Fecha del traslado',
  origen: 'Origen',
  destino: 'Destino',
  idaYVuelta: 'Ida y vuelta',
  fechaInternacion: 'Fecha de internación',
  sala: 'Sala',
  diasInternacion: 'Días de internación',
  tipoInternacion: 'Tipo de internación',
  diagnostico: 'Diagnóstico',
  diagnosticoDescripcion: 'Descripción del diagnóstico',
  efector: 'Efector',
  matricula: 'Matrícula',
};

/** The label of a datos key; a key no form has is spelled out ('otroDato' → 'Otro dato'). */
export function authorizationDataLabel(key: string): string {
  const known = AUTHORIZATION_DATA_LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The keys whose value is a code of one of the catalogue's tables. */
const CODED: Readonly<Record<string, readonly { id: string | number; descripcion: string }[]>> = {
  tipoAutorizacionMedica: MEDICAL_AUTHORIZATION_TYPES,
  sala: HOSPITALIZATION_ROOMS,
  tipoInternacion: HOSPITALIZATION_TYPES,
};

/** Flags the forms send as 0/1 (spec §3: ortodoncia 0/1). */
const ZERO_ONE = new Set(['ortodoncia']);

export type AuthorizationDatum = string | number | boolean | null;

/**
 * A datos value by its name: a code of the catalogue becomes its description (whether stored as
 * the code or already named), a 0/1 flag a boolean; anything else is answered as it is.
 */
export function namedAuthorizationDatum(
  key: string,
  value: AuthorizationDatum,
): AuthorizationDatum {
  const table = CODED[key];
  if (table && value !== null && typeof value !== 'boolean') {
    const found = table.find((entry) => String(entry.id) === String(value));
    return found ? found.descripcion : value;
  }
  if (ZERO_ONE.has(key) && (value === 0 || value === 1)) return value === 1;
  return value;
}
