import type { PermissionKey, PrivateRoutePath } from '@portal/domain/access';
import type { ComponentType } from 'react';

/**
 * A component loaded on first render, or earlier through `preload` (lib/lazy-with-preload). A
 * feature's index holds only these and plain data, so importing every index into the app pulls
 * no page code into the initial bundle.
 */
export type Lazy<P extends object = object> = ComponentType<P> & {
  /** Starts loading the code; a failure is left to the render to report. */
  preload: () => void;
  /** The component once its code is here. */
  load: () => Promise<ComponentType<P>>;
};

/**
 * A page outside the domain's PRIVATE_ROUTES: public, or open to any logged-in user. A public
 * one is prerendered by the server and served to visitors with their boot (docs/decisions/0041).
 */
export interface AppRoute {
  /** Path under /prestadores (react-router syntax); '' is the home. */
  path: string;
  /** Given the route's path, so one page can serve a table of addresses. */
  page: Lazy<{ path: string }>;
  /** Shown without the standard menu (spec §2). */
  fullScreen?: boolean;
  /** Only for a logged-in user; no permission key of its own (e.g. /tramitesonline). */
  requiresLogin?: boolean;
  /**
   * What it shows depends on the browser alone (the address's history state): the server never
   * prerenders it, since the browser's first render could not match.
   */
  browserOnly?: boolean;
}

/** One page of a private section. */
export interface SectionPage {
  /** Relative to the private route's path; none for the section's index page. */
  path?: string;
  /** The page's title; the private route's title when none. */
  title?: string;
  page: Lazy<{ title: string }>;
}

/**
 * What a feature shows at one of the domain's PRIVATE_ROUTES (the table says who may open it):
 * one page, given the route's title, behind the route guard and the module gate; or a section
 * of pages under the route's path behind one guard, each page checking its module itself.
 */
export type PrivatePage = { page: Lazy<{ title: string }> } | { section: readonly SectionPage[] };

/** A feature's pages, by the PRIVATE_ROUTES path each serves. */
export type PrivatePages = Partial<Record<PrivateRoutePath, PrivatePage>>;

/**
 * The private routes the features give a page. Each feature declares its pages in its own index,
 * so no one file lists them as a type; instead each feature with private pages adds its paths:
 *
 *   declare module '@/lib/feature' {
 *     interface ServedPrivateRoutes extends Served<typeof privatePages> {}
 *   }
 *
 * and app/ requires every route of the domain's table to be among them (EveryRouteServed).
 */
export interface ServedPrivateRoutes {}

/** The paths of a feature's `privatePages`, as ServedPrivateRoutes records them. */
export type Served<Pages extends PrivatePages> = { [Path in keyof Pages]-?: true };

/** `true` when every one of `Routes` is served; otherwise the type names the paths that are not. */
export type EveryRouteServed<Routes extends string, ServedPaths> = [
  Exclude<Routes, keyof ServedPaths>,
] extends [never]
  ? true
  : { withoutAPage: Exclude<Routes, keyof ServedPaths> };

/** A counter beside a session-menu link, loaded only for a session allowed into `permission`. */
export interface MenuBadge {
  component: Lazy;
  permission: PermissionKey;
}

/** A section of the menu a visitor (no session) sees. */
export interface VisitorMenuSection {
  id: string;
  label: string;
  /** `to` is a path under /prestadores, as the domain's menu links write it. */
  links: readonly { id: string; label: string; to: string }[];
}

/** What a web feature declares in its index.ts; app/ builds the router and the menu from them. */
export interface Feature {
  id: string;
  routes?: readonly AppRoute[];
  /** Pages by PRIVATE_ROUTES path; each path is also added to ServedPrivateRoutes. */
  privatePages?: Readonly<PrivatePages>;
  /**
   * Pages this feature gives a section another feature declares (by PRIVATE_ROUTES path): each
   * replaces the section's page of the same path, or joins the section (atencion-medica's
   * cartilla pages are the directory's, the rest of the section medical-attention's).
   */
  sectionPages?: Readonly<Partial<Record<PrivateRoutePath, readonly SectionPage[]>>>;
  /**
   * A part of the public home for visitors (no session), e.g. the directory search. Lazy, so the
   * home's initial JavaScript does not grow; the home renders every feature's, in list order.
   */
  homeSection?: Lazy;
  /**
   * The home a logged-in user sees (what waits on the provider). Lazy and its own chunk: the
   * public home's initial JavaScript never carries it. One feature gives it; the first wins.
   */
  providerHome?: Lazy;
  /**
   * What of this feature a visitor's prerendered page mounts by itself, by the name of the
   * `Island` it sits in (lib/island, docs/decisions/0041): the rest of those pages is the
   * server's HTML. Every `Island` the feature's code marks is declared here (a test checks).
   */
  islands?: Readonly<Record<string, Lazy>>;
  menu?: {
    visitorSections?: readonly VisitorMenuSection[];
    /** By the id of a link of the session menu (the domain's buildMenu). */
    badges?: Readonly<Record<string, MenuBadge>>;
  };
}
