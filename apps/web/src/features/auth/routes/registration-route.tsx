import { PageShell } from '@/components/page-shell';
import { RegistrationForm } from '../components/registration-form';

export default function RegistrationRoute() {
  return (
    <PageShell title="Registrate como prestador">
      <RegistrationForm />
    </PageShell>
  );
}
