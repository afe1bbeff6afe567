import '@/components/page-layout.css';
import '../guides.css';
import { PracticesPage } from '../components/practices-page';

/** informacionutil/practicas (permission practicas). */
export default function PracticesRoute({ title }: { title: string }) {
  return <PracticesPage title={title} />;
}
