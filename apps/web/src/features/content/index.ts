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

const contentRoutes: AppRoute[] = CONTENT_PAGES.map((page) => ({
  path: page.path,
  page: ContentPageRoute,
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
    { path: '', page: lazyWithPreload(() => import('./routes/home-route')) },
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
