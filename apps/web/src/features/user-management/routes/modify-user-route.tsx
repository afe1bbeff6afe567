import '@/components/page-layout.css';
import '../user-management.css';
import { Alert, Anchor, Text } from '@mantine/core';
import { USER_LINK_INVALID } from '@portal/domain/user-management';
import { Link, useParams } from 'react-router';
import { LoadError } from '@/components/detail-page/load-error';
import { AccessDenied } from '@/components/access-denied';
import { LoadingScreen } from '@/components/loading-screen';
import { PageShell } from '@/components/page-shell';
import { ServerRefusal, isModuleRefusal } from '@/components/server-refusal';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session/session-context';
import { useUserDetail, useUserOptions } from '../api/users';
import { ModifyUserForm } from '../components/modify-user-form';

const isDecryptRefusal = (error: unknown) => isApiError(error) && error.code === 'DECRYPT_FAILED';

/**
 * gestionusuarios/modificar-usuario/{idUsuario}/{encryp} (permission modificar-usuario, admin
 * only). A link that does not open says so in plain words, and leads back to the list the
 * links come from; spec §8's decrypt error is the server log's, never shown (§8).
 */
export default function ModifyUserRoute({ title }: { title: string }) {
  const admin = useSession().session?.user.admin ?? false;
  const { idUsuario = '', encryp = '' } = useParams();
  // An id that is no number cannot open: the same message as any other broken link.
  const readable = /^\d{1,9}$/.test(idUsuario);
  const user = useUserDetail(readable ? Number(idUsuario) : 0, encryp);
  const options = useUserOptions();
  const failed = user.error ?? options.error;
  return (
    <PageShell title={title}>
      {!admin ? (
        <AccessDenied />
      ) : !readable || isDecryptRefusal(failed) ? (
        // The same words for every broken link: nothing says whether the user exists or whose it is.
        <Alert color="red" variant="light" role="alert" title={USER_LINK_INVALID.title}>
          <Text size="sm">{USER_LINK_INVALID.message}</Text>
          <Anchor component={Link} to="/gestionusuarios" size="sm">
            {USER_LINK_INVALID.back}
          </Anchor>
        </Alert>
      ) : failed ? (
        isModuleRefusal(failed) ? (
          <ServerRefusal error={failed} />
        ) : (
          <LoadError error={failed} />
        )
      ) : user.data && options.data ? (
        <ModifyUserForm user={user.data} options={options.data} />
      ) : (
        <LoadingScreen />
      )}
    </PageShell>
  );
}
