import type { PrivateRoutePath } from '@portal/domain/access';
import type {
  AppRoute,
  EveryRouteServed,
  Feature,
  Lazy,
  MenuBadge,
  PrivatePage,
  SectionPage,
  ServedPrivateRoutes,
  VisitorMenuSection,
} from '@/lib/feature';

/** Each address claimed by more than one feature, with the features that claim it. */
export function duplicateClaims(features: readonly Feature[]): Map<string, string[]> {
  const claims = new Map<string, string[]>();
  for (const feature of features) {
    const paths = [
      ...(feature.routes ?? []).map((route) => route.path),
      ...Object.keys(feature.privatePages ?? {}),
    ];
    for (const path of paths) claims.set(path, [...(claims.get(path) ?? []), feature.id]);
  }
  return new Map([...claims].filter(([, owners]) => owners.length > 1));
}

/** The routes outside PRIVATE_ROUTES, in the order of the feature list. */
export function appRoutesOf(features: readonly Feature[]): AppRoute[] {
  return features.flatMap((feature) => feature.routes ?? []);
}

/**
 * Every route of the domain's PRIVATE_ROUTES has a feature's page: a route added there without
 * one fails to compile here, and the error names its path (lib/feature, ServedPrivateRoutes).
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- checked by the compiler only
const everyPrivateRouteHasAPage: EveryRouteServed<PrivateRoutePath, ServedPrivateRoutes> = true;

/**
 * The pages the features give PRIVATE_ROUTES, by path: a section with the pages other features
 * give it (`sectionPages`) in place of its own of the same path, or after them.
 */
export function privatePagesOf(features: readonly Feature[]): Map<string, PrivatePage> {
  const pages = new Map(features.flatMap((feature) => Object.entries(feature.privatePages ?? {})));
  for (const feature of features) {
    for (const [path, given] of Object.entries(feature.sectionPages ?? {})) {
      const content = pages.get(path);
      if (!content || !('section' in content)) continue;
      pages.set(path, { section: withPages(content.section, given) });
    }
  }
  return pages;
}

function withPages(section: readonly SectionPage[], given: readonly SectionPage[]): SectionPage[] {
  const byPath = new Map(given.map((page) => [page.path, page]));
  const kept = section.map((own) => {
    const page = byPath.get(own.path);
    // The section names its pages (the domain's titles) unless the giver names its own.
    return page ? { ...page, title: page.title ?? own.title } : own;
  });
  const added = given.filter((page) => !section.some((own) => own.path === page.path));
  return [...kept, ...added];
}

/** What the features show visitors on the public home, in the order of the feature list. */
export function homeSectionsOf(features: readonly Feature[]): Lazy[] {
  return features.flatMap((feature) => (feature.homeSection ? [feature.homeSection] : []));
}

/** The logged-in home: the first feature's that gives one. */
export function providerHomeOf(features: readonly Feature[]): Lazy | null {
  return features.find((feature) => feature.providerHome)?.providerHome ?? null;
}

export function visitorSectionsOf(features: readonly Feature[]): VisitorMenuSection[] {
  return features.flatMap((feature) => feature.menu?.visitorSections ?? []);
}

/** What the features' islands mount, by island name (docs/decisions/0041). */
export function islandsOf(features: readonly Feature[]): Map<string, Lazy> {
  return new Map(features.flatMap((feature) => Object.entries(feature.islands ?? {})));
}

/** Session-menu badges, by menu link id. */
export function menuBadgesOf(features: readonly Feature[]): Map<string, MenuBadge> {
  return new Map(features.flatMap((feature) => Object.entries(feature.menu?.badges ?? {})));
}
