import '@/components/page-layout.css';
import { CensusesPage } from '../components/censuses-page';

/** tramitesonline/censos (permission censos). */
export default function CensusesRoute({ title }: { title: string }) {
  return <CensusesPage title={title} />;
}
