import { SectionSearchPage } from './section-search-page';

/** The urgent-care screen (spec §2): every guardia near a locality, nearest first. */
export default function UrgentCareRoute({ title }: { title: string }) {
  return <SectionSearchPage title={title} seccion={2} urgentCare />;
}
