import '@/components/page-layout.css';
import '../user-management.css';
import { Alert } from '@mantine/core';
import { AccessDenied } from '@/components/access-denied';
import { LoadingScreen } from '@/components/loading-screen';
import { PageShell } from '@/components/page-shell';
import { ServerRefusal, isModuleRefusal } from '@/components/server-refusal';
import { errorMessage } from '@/lib/api-error';
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
          <Alert color="red" variant="light" role="alert" title="Error">
            {errorMessage(options.error)}
          </Alert>
        )
      ) : options.data ? (
        <RegisterUserForm options={options.data} />
      ) : (
        <LoadingScreen />
      )}
    </PageShell>
  );
}
