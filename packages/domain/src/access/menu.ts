import type { ProviderType } from '../provider/provider.ts';
import type { PermissionKey } from './permission-keys.ts';
import { isEnabled, type UserPermissions } from './permissions.ts';

export interface MenuLink {
  id: string;
  label: string;
  /** Path under /prestadores, or an absolute URL for an external service. */
  to: string;
  permission: PermissionKey | null;
  external?: boolean;
}

export interface MenuSection {
  id:
    | 'contrataciones'
    | 'autorizaciones'
    | 'liquidaciones'
    | 'actualizacion-de-datos'
    | 'extras'
    | 'terminos';
  label: string;
  links: MenuLink[];
}

export type DataUpdateSection = 'datos-personales' | 'documentacion' | 'domicilios';

/**
 * Sections of 'Actualización de datos' by provider type (spec §6): personal and
 * professional data and service addresses for P, E and I; documentation as well for C
 * (docs/decisions/0024). Mis datos shows only these, and the API refuses the others.
 */
export function dataUpdateSections(type: ProviderType): DataUpdateSection[] {
  switch (type) {
    case 'P':
    case 'E':
    case 'I':
      return ['datos-personales', 'domicilios'];
    case 'C':
      return ['datos-personales', 'documentacion', 'domicilios'];
  }
}

const DATA_UPDATE_LINKS: Record<DataUpdateSection, MenuLink> = {
  'datos-personales': {
    id: 'datos-personales',
    label: 'Datos personales y profesionales',
    to: 'tramitesonline/datos-personales',
    permission: 'datos-personales',
  },
  documentacion: {
    id: 'documentacion',
    label: 'Documentación',
    to: 'tramitesonline/datos-personales/documentacion',
    permission: 'datos-personales',
  },
  domicilios: {
    id: 'domicilios',
    label: 'Domicilios de atención',
    to: 'tramitesonline/datos-personales/domicilios',
    permission: 'datos-personales',
  },
};

export interface MenuFlags {
  providerType: ProviderType;
  /** Until the terms are accepted every private route leads to the terms screen (spec §6). */
  termsAccepted: boolean;
  medicalHistoryEnable: boolean;
  userHasDOC24Permission: boolean;
  hospitalizationInAffiliateValidation: boolean;
}

/** Census labels are renamed when the hospitalization-in-affiliate-validation flag holds. */
export function censusLabels(hospitalizationInAffiliateValidation: boolean): {
  census: string;
  censusSearch: string;
} {
  return hospitalizationInAffiliateValidation
    ? { census: 'Admisión a Internación', censusSearch: 'Búsqueda de Internaciones' }
    : { census: 'Censos', censusSearch: 'Búsqueda de Censos' };
}

/** Spec §2's immediate_transaction type, with the census label the flag chooses. */
export function censusTransactionLabel(hospitalizationInAffiliateValidation: boolean): string {
  return `Registro de pacientes internados / ${censusLabels(hospitalizationInAffiliateValidation).census}`;
}

export const CENSUS_ROUTE_PATH = 'tramitesonline/censos';

/**
 * The title a private route shows: its PRIVATE_ROUTES title, except the census route, which
 * reads 'Admisión a Internación' with the hospitalization-in-affiliate-validation flag (spec §2:
 * the labels are renamed everywhere they appear).
 */
export function privateRouteTitle(
  route: { path: string; title: string },
  hospitalizationInAffiliateValidation: boolean,
): string {
  return route.path === CENSUS_ROUTE_PATH
    ? censusLabels(hospitalizationInAffiliateValidation).census
    : route.title;
}

/**
 * doc-24's entry opens the portal's telemedicine page, which asks the API for a session and its
 * signed launch link (to the configured service, or the portal's own waiting room).
 */
export const TELEMEDICINE_PATH = 'telemedicina';

/** What a user who has not accepted the terms can use: the terms screen, nothing else private. */
export const TERMS_PENDING_MENU: readonly MenuSection[] = [
  {
    id: 'terminos',
    label: 'Términos y condiciones',
    links: [
      {
        id: 'terminos',
        label: 'Aceptar los términos y condiciones',
        to: 'terminos-y-condiciones',
        permission: null,
      },
    ],
  },
];

/**
 * The main menu of spec §2, keeping only links whose permission is enabled; a link to an
 * inactive module stays (its page shows the maintenance image). Empty sections are dropped.
 * Before the terms are accepted it is the terms link alone: every other link would lead back there.
 */
export function buildMenu(permissions: UserPermissions, flags: MenuFlags): MenuSection[] {
  if (!flags.termsAccepted) return [...TERMS_PENDING_MENU];
  const labels = censusLabels(flags.hospitalizationInAffiliateValidation);
  const sections: MenuSection[] = [
    {
      id: 'contrataciones',
      label: 'Contrataciones',
      links: [
        {
          id: 'planillas',
          label: 'Planillas y presentaciones',
          to: 'informacionutil/planillas-presentaciones',
          permission: 'planillas-presentaciones',
        },
        {
          id: 'practicas',
          label: 'Guías de prácticas clínicas',
          to: 'informacionutil/practicas',
          permission: 'practicas',
        },
        {
          id: 'calificaciones',
          label: 'Mis calificaciones',
          to: 'tramitesonline/mis-calificaciones',
          permission: 'calificaciones',
        },
        {
          id: 'capweb',
          label: 'Centro de atención al prestador',
          to: 'tramitesonline/capweb',
          permission: 'centro-de-atencion-al-prestador',
        },
        {
          id: 'gestion-usuarios',
          label: 'Gestión de usuarios',
          to: 'gestionusuarios',
          permission: 'gestion-usuarios',
        },
        {
          id: 'sistemas-conectados',
          label: 'Sistemas conectados',
          to: 'gestionusuarios/sistemas-conectados',
          permission: 'gestion-usuarios',
        },
      ],
    },
    {
      id: 'autorizaciones',
      label: 'Autorizaciones',
      links: [
        {
          id: 'validar-afiliado',
          label: 'Validar afiliado',
          to: 'tramitesonline/validar-afiliado',
          permission: 'validador-de-asociados',
        },
        {
          id: 'tramites-de-autorizaciones',
          label: 'Trámites de autorizaciones',
          to: 'tramitesonline/tramites-de-autorizaciones',
          permission: 'tramites-de-autorizaciones',
        },
        {
          id: 'conectividad',
          label: 'Trámites de conectividad',
          to: 'tramitesonline/tramites-conectividad',
          permission: 'conectividad',
        },
        { id: 'censos', label: labels.census, to: CENSUS_ROUTE_PATH, permission: 'censos' },
        {
          id: 'receta-digital',
          label: 'Receta digital',
          to: 'tramitesonline/receta-digital',
          permission: 'receta-digital',
        },
        {
          id: 'documentacion-autorizaciones',
          label: 'Documentación para autorizaciones',
          to: 'informacionutil/documentacion-para-autorizaciones',
          permission: 'documentacion-para-autorizaciones',
        },
      ],
    },
    {
      id: 'liquidaciones',
      label: 'Liquidaciones',
      links: [
        {
          id: 'liquidacion',
          label: 'Consulta de liquidación',
          to: 'tramitesonline/consulta-de-liquidacion',
          permission: 'consulta-de-liquidacion',
        },
        {
          id: 'pagos-facturas',
          label: 'Pagos y facturas',
          to: 'tramitesonline/consulta-pagos-facturas',
          permission: 'consulta-de-facturas/pagos',
        },
      ],
    },
    {
      id: 'actualizacion-de-datos',
      label: 'Actualización de datos',
      links: dataUpdateSections(flags.providerType).map((section) => DATA_UPDATE_LINKS[section]),
    },
  ];

  const extras: MenuLink[] = [];
  if (flags.medicalHistoryEnable) {
    extras.push({
      id: 'atencion-medica',
      label: 'Atención médica',
      to: 'tramitesonline/atencion-medica',
      permission: 'atencion-medica',
    });
  }
  if (flags.userHasDOC24Permission) {
    extras.push({
      id: 'doc-24',
      label: 'Telemedicina (Doc24)',
      to: TELEMEDICINE_PATH,
      permission: null,
    });
  }
  sections.push({ id: 'extras', label: 'Más servicios', links: extras });

  return sections
    .map((section) => ({
      ...section,
      links: section.links.filter(
        (link) => link.permission === null || isEnabled(permissions, link.permission),
      ),
    }))
    .filter((section) => section.links.length > 0);
}
