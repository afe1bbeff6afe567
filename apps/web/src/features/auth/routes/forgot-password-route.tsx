import { PageShell } from '@/components/page-shell';
import { Island } from '@/lib/island';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export default function ForgotPasswordRoute() {
  return (
    <PageShell title="Recuperá tu contraseña">
      <Island name="forgot-password-form">
        <ForgotPasswordForm />
      </Island>
    </PageShell>
  );
}
