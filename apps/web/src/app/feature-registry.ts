import type { AppRoute, Feature, MenuBadge, PrivatePage, VisitorMenuSection } from '@/lib/feature';

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

/** The pages the features give PRIVATE_ROUTES, by path. */
export function privatePagesOf(features: readonly Feature[]): Map<string, PrivatePage> {
  return new Map(features.flatMap((feature) => Object.entries(feature.privatePages ?? {})));
}

export function visitorSectionsOf(features: readonly Feature[]): VisitorMenuSection[] {
  return features.flatMap((feature) => feature.menu?.visitorSections ?? []);
}

/** Session-menu badges, by menu link id. */
export function menuBadgesOf(features: readonly Feature[]): Map<string, MenuBadge> {
  return new Map(features.flatMap((feature) => Object.entries(feature.menu?.badges ?? {})));
}
