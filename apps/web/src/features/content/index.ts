import { lazyWithPreload } from '@/lib/lazy-with-preload';
import {
  CONTENT_PAGES,
  CONTENT_SECTIONS,
  pagesOfSection,
  type ContentSection,
} from '@portal/domain/content';
import type { AppRoute, Feature, VisitorMenuSection } from '@/lib/feature';

/** The public site: the home, every page of the domain's page table, and the not-found page. */
const ContentPageRoute = lazyWithPreload(() => import('./routes/content-page-route'));

// Each page's interactive parts are islands: the menu, the header's form, the branch search.
const contentRoutes: AppRoute[] = CONTENT_PAGES.map((page) => ({
  path: page.path,
  page: ContentPageRoute,
  islands: true,
}));

const visitorSections: VisitorMenuSection[] = (
  Object.entries(CONTENT_SECTIONS) as [ContentSection, string][]
).map(([section, label]) => ({
  id: section,
  label,
  links: pagesOfSection(section).map((page) => ({
    id: page.path,
    label: page.title,
    to: page.path,
  })),
}));

export const contentFeature: Feature = {
  id: 'content',
  routes: [
    // The home's too: the directory search is one (directory's `islands`).
    { path: '', page: lazyWithPreload(() => import('./routes/home-route')), islands: true },
    ...contentRoutes,
    { path: '*', page: lazyWithPreload(() => import('./routes/not-found-route')) },
  ],
  menu: { visitorSections },
  islands: {
    'branch-search': lazyWithPreload(() =>
      import('./components/branches-block').then(({ BranchesBlock }) => ({
        default: BranchesBlock,
      })),
    ),
  },
};
