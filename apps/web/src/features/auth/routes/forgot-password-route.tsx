import { PageShell } from '@/components/page-shell';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export default function ForgotPasswordRoute() {
  return (
    <PageShell title="Recuperá tu contraseña">
      <ForgotPasswordForm />
    </PageShell>
  );
}
