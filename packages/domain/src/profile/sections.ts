import { dataUpdateSections, type DataUpdateSection } from '../access/menu.ts';
import type { ProviderType } from '../provider/provider.ts';

/** Where each Mis datos section lives under /prestadores (the menu's links, spec §2). */
export const PROFILE_SECTION_PATHS: Record<DataUpdateSection, string> = {
  'datos-personales': 'tramitesonline/datos-personales',
  domicilios: 'tramitesonline/datos-personales/domicilios',
  documentacion: 'tramitesonline/datos-personales/documentacion',
};

/** The section a Mis datos route shows, or null when the path is none of them. */
export function profileSectionOfPath(path: string): DataUpdateSection | null {
  const clean = path.replace(/^\/+|\/+$/g, '');
  const found = (Object.entries(PROFILE_SECTION_PATHS) as [DataUpdateSection, string][]).find(
    ([, sectionPath]) => sectionPath === clean,
  );
  return found ? found[0] : null;
}

/**
 * Whether a provider of this type has the section (spec §6). A section it lacks is answered
 * like a route without permission, on the page and on the server, so the menu and the route
 * always agree.
 */
export function hasProfileSection(type: ProviderType, section: DataUpdateSection): boolean {
  return dataUpdateSections(type).includes(section);
}
