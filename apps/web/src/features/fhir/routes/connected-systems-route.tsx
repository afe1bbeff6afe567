import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Table.css';
import '@/components/page-layout.css';
import '../fhir.css';
import { ConnectedSystemsPage } from '../components/connected-systems-page';

/** gestionusuarios/sistemas-conectados (permission gestion-usuarios, admin only). */
export default function ConnectedSystemsRoute({ title }: { title: string }) {
  return <ConnectedSystemsPage title={title} />;
}
