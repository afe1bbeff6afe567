import { lazy } from 'react';
import type { AppRoute, Feature, VisitorMenuSection } from '@/lib/feature';
import { CONTENT_PAGES, CONTENT_SECTIONS, type ContentPage } from './content-pages';

const ContentPageRoute = lazy(() => import('./routes/content-page-route'));

const contentRoutes: AppRoute[] = CONTENT_PAGES.map((page) => ({
  path: page.path,
  page: ContentPageRoute,
  fullScreen: page.fullScreen,
}));

// Full-screen pages stay out of the menu: they are opened from the home's cards.
const visitorSections: VisitorMenuSection[] = (
  Object.entries(CONTENT_SECTIONS) as [ContentPage['section'], string][]
).map(([section, label]) => ({
  id: section,
  label,
  links: CONTENT_PAGES.filter((page) => page.section === section && !page.fullScreen).map(
    (page) => ({ id: page.path, label: page.title, to: page.path }),
  ),
}));

export const contentFeature: Feature = {
  id: 'content',
  routes: [
    { path: '', page: lazy(() => import('./routes/home-route')) },
    ...contentRoutes,
    { path: '*', page: lazy(() => import('./routes/not-found-route')) },
  ],
  menu: { visitorSections },
};
