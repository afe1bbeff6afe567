import '@/components/page-layout.css';
import '../settlements.css';
import { SettlementsPage } from '../components/settlements-page';

/** tramitesonline/consulta-de-liquidacion (permission consulta-de-liquidacion). */
export default function SettlementsRoute({ title }: { title: string }) {
  return <SettlementsPage title={title} />;
}
