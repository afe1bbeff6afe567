import { dataUpdateSections, type DataUpdateSection } from '../access/menu.ts';
import type { ProviderType } from '../provider/provider.ts';

/** Where each Mis datos section lives under /prestadores (the menu's links, spec §2). */
export const PROFILE_SECTION_PATHS: Record<DataUpdateSection, string> = {
  'datos-personales': 'tramitesonline/datos-personales',
  domicilios: 'tramitesonline/datos-personales/domicilios',
  documentacion: 'tramitesonline/datos-personales/documentacion',
};

/**
 * Whether a provider of this type has the section (spec §6). A section it lacks is answered
 * like a route without permission, on the page and on the server, so the menu and the route
 * always agree.
 */
export function hasProfileSection(type: ProviderType, section: DataUpdateSection): boolean {
  return dataUpdateSections(type).includes(section);
}
