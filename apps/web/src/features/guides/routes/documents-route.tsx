import '../guides.css';
import { DocumentsPage } from '../components/documents-page';

/** informacionutil/documentacion-para-autorizaciones (its own permission key). */
export default function DocumentsRoute({ title }: { title: string }) {
  return <DocumentsPage title={title} />;
}
