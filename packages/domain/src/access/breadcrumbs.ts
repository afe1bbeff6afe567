import { CONTENT_PAGES, CONTENT_SECTIONS } from '../content/pages.ts';
import { parentPage, type Crumb } from '../content/way-back.ts';
import type { MenuLink, MenuSection } from './menu.ts';
import { PRIVATE_ROUTES } from './private-routes.ts';

/** The trail's first step, the home of a visitor and of a provider alike. */
export const HOME_CRUMB = 'Inicio';
const HOME: Crumb = { label: HOME_CRUMB, to: '' };

interface Parent {
  section?: string;
  page?: { label: string; to: string };
}

const normalize = (path: string) => path.replace(/^\/+|\/+$/g, '');

/**
 * Whether `path` is `base` or a page below it. A route's parameters are cut off: the only one
 * (modificar-usuario/:idUsuario/:encryp) sits below a fixed part that says enough.
 */
function isUnder(path: string, base: string): boolean {
  const fixed = base.split('/:')[0] ?? base;
  return path === fixed || path.startsWith(`${fixed}/`);
}

const longestFirst = (a: { to: string }, b: { to: string }) => b.to.length - a.to.length;

function menuParent(path: string, menu: readonly MenuSection[]): Parent | undefined {
  const links = menu.flatMap((section) =>
    section.links
      .filter((link) => !link.external && isUnder(path, link.to))
      .map((link) => ({ ...link, section: section.label })),
  );
  const link = links.sort(longestFirst)[0];
  return link && { section: link.section, page: { label: link.label, to: link.to } };
}

/**
 * A private page without a menu link of its own (Facturas, Pagos, Datos impositivos...) sits
 * under the menu link of its permission key: that is the section that leads to it.
 */
function permissionParent(path: string, menu: readonly MenuSection[]): Parent | undefined {
  const route = PRIVATE_ROUTES.filter((candidate) => isUnder(path, candidate.path)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
  if (!route) return undefined;
  for (const section of menu) {
    const link: MenuLink | undefined = section.links.find(
      (candidate) => !candidate.external && candidate.permission === route.permission,
    );
    if (link) return { section: section.label, page: { label: link.label, to: link.to } };
  }
  return undefined;
}

/**
 * The trail of the page at `path` titled `title`: Inicio › Sección › Página, from the
 * tables the menus are built from: a public page's own way back (its section linked where the
 * section has an index page), else the user's menu (the same links, labels and renamings the
 * menu shows), else a private route's permission key. A page below a menu entry (a case, an
 * authorization) shows that entry as a link before its title. The home has no trail. A private
 * section has no page of its own, so it is plain text.
 */
export function breadcrumbTrail(
  path: string,
  title: string,
  menu: readonly MenuSection[],
): Crumb[] {
  const here = normalize(path);
  if (here === '') return [];
  // A public page: its section, linked to the section's index page where it has one (the same
  // steps as its 'Volver' link, content/way-back.ts).
  const content = CONTENT_PAGES.find((page) => page.path === here);
  if (content) {
    const index = parentPage(content);
    const section = CONTENT_SECTIONS[content.section];
    return [
      HOME,
      index ? { label: section, to: index.path } : { label: section },
      { label: title },
    ];
  }
  const parent = menuParent(here, menu) ?? permissionParent(here, menu);
  const trail: Crumb[] = [HOME];
  const { section, page } = parent ?? {};
  if (section && section !== title && section !== page?.label) trail.push({ label: section });
  if (page && page.to !== here && page.label !== title) trail.push(page);
  trail.push({ label: title });
  return trail;
}
