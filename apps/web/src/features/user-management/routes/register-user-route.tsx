import '@/components/page-layout.css';
import '../user-management.css';
import { LoadError } from '@/components/detail-page/load-error';
import { AccessDenied } from '@/components/access-denied';
import { LoadingScreen } from '@/components/loading-screen';
import { PageShell } from '@/components/page-shell';
import { ServerRefusal, isModuleRefusal } from '@/components/server-refusal';
import { useSession } from '@/lib/session/session-context';
import { useUserOptions } from '../api/users';
import { RegisterUserForm } from '../components/register-user-form';

/** gestionusuarios/registrar-usuario (permission registrar-usuarios, admin only). */
export default function RegisterUserRoute({ title }: { title: string }) {
  const admin = useSession().session?.user.admin ?? false;
  const options = useUserOptions();
  return (
    <PageShell title={title}>
      {!admin ? (
        <AccessDenied />
      ) : options.isError ? (
        isModuleRefusal(options.error) ? (
          <ServerRefusal error={options.error} />
        ) : (
          <LoadError error={options.error} />
        )
      ) : options.data ? (
        <RegisterUserForm options={options.data} />
      ) : (
        <LoadingScreen />
      )}
    </PageShell>
  );
}
