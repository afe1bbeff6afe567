import type { PermissionKey } from './permission-keys.ts';

/** A private route of spec §2: its path under /prestadores, its key and the title shown. */
interface RouteEntry<Path extends string = string> {
  path: Path;
  permission: PermissionKey;
  title: string;
  /** Full-screen routes are shown without the standard menu (spec §2). */
  fullScreen?: boolean;
}

// A const tuple, so each path is a type (PrivateRoutePath): the web keys its pages by it, and a
// route added here without a page fails to compile rather than opening on a blank screen.
const ROUTE_TABLE = [
  {
    path: 'informacionutil/planillas-presentaciones',
    permission: 'planillas-presentaciones',
    title: 'Planillas y presentaciones',
  },
  {
    path: 'informacionutil/documentacion-para-autorizaciones',
    permission: 'documentacion-para-autorizaciones',
    title: 'Documentación para autorizaciones',
  },
  {
    path: 'informacionutil/practicas',
    permission: 'practicas',
    title: 'Guías de prácticas clínicas',
  },
  {
    path: 'tramitesonline/consulta-pagos-facturas',
    permission: 'consulta-de-facturas/pagos',
    title: 'Consulta de pagos y facturas',
  },
  {
    path: 'tramitesonline/consulta-de-liquidacion',
    permission: 'consulta-de-liquidacion',
    title: 'Consulta de liquidación',
  },
  {
    path: 'tramitesonline/validar-afiliado',
    permission: 'validador-de-asociados',
    title: 'Validar afiliado',
  },
  {
    path: 'tramitesonline/datos-personales',
    permission: 'datos-personales',
    title: 'Datos personales y profesionales',
  },
  {
    path: 'tramitesonline/datos-personales/documentacion',
    permission: 'datos-personales',
    title: 'Documentación',
  },
  {
    path: 'tramitesonline/datos-personales/domicilios',
    permission: 'datos-personales',
    title: 'Domicilios de atención',
  },
  {
    path: 'tramitesonline/tramites-de-autorizaciones',
    permission: 'tramites-de-autorizaciones',
    title: 'Trámites de autorizaciones',
  },
  {
    path: 'tramitesonline/tramites-conectividad',
    permission: 'conectividad',
    title: 'Trámites de conectividad',
  },
  {
    path: 'tramitesonline/capweb',
    permission: 'centro-de-atencion-al-prestador',
    title: 'Centro de atención al prestador',
  },
  {
    path: 'tramitesonline/mis-calificaciones',
    permission: 'calificaciones',
    title: 'Mis calificaciones',
  },
  { path: 'tramitesonline/censos', permission: 'censos', title: 'Censos' },
  { path: 'tramitesonline/receta-digital', permission: 'receta-digital', title: 'Receta digital' },
  {
    path: 'tramitesonline/atencion-medica',
    permission: 'atencion-medica',
    title: 'Atención médica',
  },
  { path: 'gestionusuarios', permission: 'gestion-usuarios', title: 'Gestión de usuarios' },
  {
    path: 'gestionusuarios/registrar-usuario',
    permission: 'registrar-usuarios',
    title: 'Registrar usuario',
  },
  {
    path: 'gestionusuarios/modificar-usuario/:idUsuario/:encryp',
    permission: 'modificar-usuario',
    title: 'Modificar usuario',
  },
  // The clinic systems' FHIR clients act as a team member, so only who manages the team
  // registers them: the same key as the user-management calls (ADR 0065).
  {
    path: 'gestionusuarios/sistemas-conectados',
    permission: 'gestion-usuarios',
    title: 'Sistemas conectados',
  },
  { path: 'terminos-y-condiciones', permission: 'terminos', title: 'Términos y condiciones' },
  {
    path: 'facturasFull',
    permission: 'consulta-de-facturas/pagos',
    title: 'Facturas',
    fullScreen: true,
  },
  { path: 'pagosFull', permission: 'consulta-de-facturas/pagos', title: 'Pagos', fullScreen: true },
  {
    path: 'consultoriosFull',
    permission: 'consulta-de-facturas/pagos',
    title: 'Consultorios',
    fullScreen: true,
  },
  // Spec §2 lists it with the public information pages but full-screen; it shows the caller's
  // own tax data, so it is private under the payments key (ADR 0022).
  {
    path: 'informacionutil/datos-impositivos',
    permission: 'consulta-de-facturas/pagos',
    title: 'Datos impositivos',
    fullScreen: true,
  },
] as const satisfies readonly RouteEntry[];

/** The path of one of spec §2's private routes. */
export type PrivateRoutePath = (typeof ROUTE_TABLE)[number]['path'];
export type PrivateRoute = RouteEntry<PrivateRoutePath>;
export const PRIVATE_ROUTES: readonly PrivateRoute[] = ROUTE_TABLE;

/** Atencion-medica nested pages (spec §2), all under the atencion-medica key. */
export const MEDICAL_ATTENTION_PAGES = [
  { path: 'cartilla', title: 'Cartilla médica' },
  { path: 'cartilla/especialidades-medicas', title: 'Especialidades médicas' },
  { path: 'cartilla/instituciones-profesionales', title: 'Instituciones y profesionales' },
  { path: 'cartilla/especialidades-guardias', title: 'Especialidades de guardia' },
  { path: 'vacunas', title: 'Vacunas' },
  { path: 'recetas', title: 'Recetas' },
  { path: 'estudios', title: 'Resultados de estudios' },
  { path: 'autorizaciones', title: 'Autorizaciones' },
  { path: 'historial', title: 'Historial de atención' },
] as const;
