import { PageShell } from '@/components/page-shell';
import { Island } from '@/lib/island';
import { LoginPage } from '../components/login-page';

export default function LoginMobileRoute() {
  return (
    <PageShell title="Ingresá al portal">
      <Island name="login-page">
        <LoginPage />
      </Island>
    </PageShell>
  );
}
