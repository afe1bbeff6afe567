import '@/components/page-layout.css';
import '../profile.css';
import { PlacesList } from '../components/places-list';
import { ProfileSection } from '../components/profile-section';

/** tramitesonline/datos-personales/domicilios: the service addresses. */
export default function PlacesRoute({ title }: { title: string }) {
  return (
    <ProfileSection title={title} section="domicilios">
      <PlacesList />
    </ProfileSection>
  );
}
