import '@/components/page-layout.css';
import '../connectivity.css';
import { ConnectivityPage } from '../components/connectivity-page';

/** tramitesonline/tramites-conectividad (permission conectividad). */
export default function ConnectivityRoute({ title }: { title: string }) {
  return <ConnectivityPage title={title} />;
}
