/** Permission keys of spec §2 (private routes) and the menu button ids of spec §2/§6. */
export const PERMISSION_KEYS = [
  'planillas-presentaciones',
  'documentacion-para-autorizaciones',
  'practicas',
  'consulta-de-facturas/pagos',
  'consulta-de-liquidacion',
  'validador-de-asociados',
  'datos-personales',
  'tramites-de-autorizaciones',
  'conectividad',
  'centro-de-atencion-al-prestador',
  'calificaciones',
  'censos',
  'receta-digital',
  'atencion-medica',
  'gestion-usuarios',
  'registrar-usuarios',
  'modificar-usuario',
  'terminos',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** Menu buttons whose permission decides an ability rather than a route (spec §2, §6). */
export const ABILITY_BUTTON_IDS = [
  'ingreso-de-prestaciones',
  'busqueda-de-tickets',
  'reportes',
  'elegibilidad',
] as const;
export type AbilityButtonId = (typeof ABILITY_BUTTON_IDS)[number];
