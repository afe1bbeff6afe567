import { PageShell } from '@/components/page-shell';
import { Island } from '@/lib/island';
import { RegistrationForm } from '../components/registration-form';

export default function RegistrationRoute() {
  return (
    <PageShell title="Registrate como prestador">
      <Island name="registration-form">
        <RegistrationForm />
      </Island>
    </PageShell>
  );
}
