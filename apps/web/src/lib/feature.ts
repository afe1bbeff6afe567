import type { PermissionKey } from '@portal/domain/access';
import type { ComponentType } from 'react';
import type { IslandName } from './island';

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

/** A page outside the domain's PRIVATE_ROUTES: public, or open to any logged-in user. */
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
   * Every interactive part of the page sits in an `Island` (lib/island): a visitor's browser
   * mounts those and never hydrates the rest of the server's page (docs/decisions/0035).
   */
  islands?: boolean;
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
  /** Pages by PRIVATE_ROUTES path; a private route no feature provides shows the placeholder. */
  privatePages?: Readonly<Record<string, PrivatePage>>;
  /**
   * Pages this feature gives a section another feature declares (by PRIVATE_ROUTES path): each
   * replaces the section's page of the same path, or joins the section (atencion-medica's
   * cartilla pages are the directory's, the rest of the section medical-attention's).
   */
  sectionPages?: Readonly<Record<string, readonly SectionPage[]>>;
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
   * `Island` it sits in (docs/decisions/0035): the rest of those pages is never hydrated.
   */
  islands?: Partial<Record<IslandName, Lazy>>;
  menu?: {
    visitorSections?: readonly VisitorMenuSection[];
    /** By the id of a link of the session menu (the domain's buildMenu). */
    badges?: Readonly<Record<string, MenuBadge>>;
  };
}
