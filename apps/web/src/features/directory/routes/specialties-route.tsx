import { SectionSearchPage } from './section-search-page';

/** atencion-medica/cartilla/especialidades-medicas: section 1. */
export default function SpecialtiesRoute({ title }: { title: string }) {
  return <SectionSearchPage title={title} seccion={1} />;
}
