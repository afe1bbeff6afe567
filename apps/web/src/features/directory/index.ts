import { MEDICAL_ATTENTION_PAGES } from '@portal/domain/access';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature, SectionPage } from '@/lib/feature';
import { URGENT_CARE_PAGE } from './pages';

/**
 * The provider directory: atencion-medica's cartilla pages (the section is medical-attention's), the urgent-care screen, and the search visitors see on the public home.
 */
// The section is medical-attention's: the directory's pages join it under the domain's titles.
const titled = (path: string, page: SectionPage['page']): SectionPage => ({
  path,
  title: MEDICAL_ATTENTION_PAGES.find((known) => known.path === path)?.title,
  page,
});

export const directoryFeature: Feature = {
  id: 'directory',
  sectionPages: {
    'tramitesonline/atencion-medica': [
      titled(
        'cartilla',
        lazyWithPreload(() => import('./routes/cartilla-home-route')),
      ),
      titled(
        'cartilla/especialidades-medicas',
        lazyWithPreload(() => import('./routes/specialties-route')),
      ),
      titled(
        'cartilla/instituciones-profesionales',
        lazyWithPreload(() => import('./routes/institutions-route')),
      ),
      titled(
        'cartilla/especialidades-guardias',
        lazyWithPreload(() => import('./routes/urgent-care-specialties-route')),
      ),
      {
        path: URGENT_CARE_PAGE.path,
        title: URGENT_CARE_PAGE.title,
        page: lazyWithPreload(() => import('./routes/urgent-care-route')),
      },
    ],
  },
  homeSection: lazyWithPreload(() => import('./components/public-directory')),
  islands: {
    'home-search': lazyWithPreload(() =>
      import('./components/public-directory').then(({ PublicDirectory }) => ({
        default: PublicDirectory,
      })),
    ),
  },
};
