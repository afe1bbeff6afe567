import '@/components/page-layout.css';
import '../profile.css';
import { PersonalData } from '../components/personal-data';
import { ProfileSection } from '../components/profile-section';

/** tramitesonline/datos-personales (permission datos-personales): personal and professional data. */
export default function PersonalRoute({ title }: { title: string }) {
  return (
    <ProfileSection title={title} section="datos-personales">
      <PersonalData />
    </ProfileSection>
  );
}
