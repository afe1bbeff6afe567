import { SectionSearchPage } from './section-search-page';

/** atencion-medica/cartilla/instituciones-profesionales: section 4. */
export default function InstitutionsRoute({ title }: { title: string }) {
  return <SectionSearchPage title={title} seccion={4} />;
}
