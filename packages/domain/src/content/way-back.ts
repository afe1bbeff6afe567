import { CONTENT_SECTIONS, contentPageAt, type ContentPage } from './pages.ts';

/** One step of a page's breadcrumb; `to` is a path under /prestadores ('' is the home). */
export interface Crumb {
  label: string;
  to?: string;
}

/**
 * A page's parent: the section's index page where the section has one (the own medical centres
 * head centrosmedicos; the prevention objectives head the programmes), else none.
 */
const SECTION_INDEX: Partial<Record<ContentPage['section'], string>> = {
  centros: 'centrosmedicos',
  prevencion: 'prevencion/objetivos',
};

export function parentPage(page: ContentPage): ContentPage | undefined {
  const index = SECTION_INDEX[page.section];
  return index === undefined || index === page.path ? undefined : contentPageAt(index);
}

/**
 * "A way back" from a public page: a breadcrumb Inicio › section › page, the section linked
 * when it has an index page, and the 'Volver' link to the parent page, or to the home.
 */
export function wayBack(page: ContentPage): { crumbs: Crumb[]; back: Crumb } {
  const parent = parentPage(page);
  const section = CONTENT_SECTIONS[page.section];
  const crumbs: Crumb[] = [
    { label: 'Inicio', to: '' },
    parent ? { label: section, to: parent.path } : { label: section },
    { label: page.title },
  ];
  const back: Crumb = parent
    ? { label: `Volver a ${parent.title}`, to: parent.path }
    : { label: 'Volver al inicio', to: '' };
  return { crumbs, back };
}
