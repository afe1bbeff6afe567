import '../guides.css';
import { FormsPage } from '../components/forms-page';

/** informacionutil/planillas-presentaciones (permission planillas-presentaciones). */
export default function FormsRoute({ title }: { title: string }) {
  return <FormsPage title={title} />;
}
