import '@/components/page-layout.css';
import '../profile.css';
import { DocumentsList } from '../components/documents-list';
import { ProfileSection } from '../components/profile-section';

/** tramitesonline/datos-personales/documentacion: a college's documents (spec §6: type C only). */
export default function DocumentsRoute({ title }: { title: string }) {
  return (
    <ProfileSection title={title} section="documentacion">
      <DocumentsList />
    </ProfileSection>
  );
}
