import { CONTENT_PAGES } from '@portal/domain/content';
import { MEDICAL_ATTENTION_PAGES, PRIVATE_ROUTES, type PermissionKey } from '@portal/domain/access';

/**
 * One address of spec §2 to walk. `permission` is the key the route guard checks (spec §6);
 * `login` marks a private address without a key of its own (/tramitesonline).
 */
export interface WalkRoute {
  /** Under /prestadores, without a leading slash; parameters as `:name`. */
  path: string;
  access: 'public' | 'login' | { permission: PermissionKey };
}

/** Public addresses of spec §2 that no domain table holds: the home and the login pages. */
const LOGIN_PAGES = [
  '',
  'home/registracion',
  'login-mobile',
  'forgot-password',
  'forgot-password/new-password',
];

/**
 * Every route of spec §2, from the domain's tables, so that a route added there is walked the
 * day it lands: the public pages, the private ones with their keys, /tramitesonline and the
 * atencion-medica pages nested under their module.
 */
export function walkRoutes(): WalkRoute[] {
  const medical = PRIVATE_ROUTES.find((route) => route.path === 'tramitesonline/atencion-medica');
  if (!medical) throw new Error('PRIVATE_ROUTES has no tramitesonline/atencion-medica');
  return [
    ...LOGIN_PAGES.map((path) => ({ path, access: 'public' as const })),
    ...CONTENT_PAGES.map((page) => ({ path: page.path, access: 'public' as const })),
    { path: 'tramitesonline', access: 'login' },
    ...PRIVATE_ROUTES.map((route) => ({
      path: route.path,
      access: { permission: route.permission },
    })),
    ...MEDICAL_ATTENTION_PAGES.map((page) => ({
      path: `${medical.path}/${page.path}`,
      access: { permission: medical.permission },
    })),
  ];
}

/** Whether a route has path parameters that only a link of the app can fill. */
export const hasParameters = (route: WalkRoute) => route.path.includes('/:');

/** The demo accounts of the README's table, all with the demo password. */
export const DEMO_ACCOUNTS = [
  'demo',
  'interior',
  'subusuario',
  'terminos',
  'mantenimiento',
  'colegio',
  'odontologia',
  'facturacion',
  'auditoria',
].map((name) => `${name}@prestadores.test`);
