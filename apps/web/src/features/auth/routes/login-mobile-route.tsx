import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PageShell } from '@/components/page-shell';
import { useSession } from '@/lib/session/session-context';
import { LoginForm } from '../components/login-form';

/** The full-page login the compact mobile header links to. */
export default function LoginMobileRoute() {
  const { session } = useSession();
  const navigate = useNavigate();
  return (
    <PageShell title="Ingresá al portal">
      {session ? (
        <>
          <Text>Ya iniciaste sesión.</Text>
          <Anchor component={Link} to="/">
            Ir al inicio
          </Anchor>
        </>
      ) : (
        <LoginForm layout="page" onSignedIn={() => void navigate('/')} />
      )}
    </PageShell>
  );
}
