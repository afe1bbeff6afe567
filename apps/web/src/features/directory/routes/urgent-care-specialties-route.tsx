import { SectionSearchPage } from './section-search-page';

/** atencion-medica/cartilla/especialidades-guardias: section 2, by specialty. */
export default function UrgentCareSpecialtiesRoute({ title }: { title: string }) {
  return <SectionSearchPage title={title} seccion={2} />;
}
