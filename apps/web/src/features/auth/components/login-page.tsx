import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useSession } from '@/lib/session/session-context';
import { LoginForm } from './login-form';

/** The full-page login the compact mobile header links to; a way home once logged in. */
export function LoginPage() {
  const { session } = useSession();
  const navigate = useNavigate();
  if (session) {
    return (
      <>
        <Text>Ya iniciaste sesión.</Text>
        <Anchor component={Link} to="/">
          Ir al inicio
        </Anchor>
      </>
    );
  }
  return <LoginForm layout="page" onSignedIn={() => void navigate('/')} />;
}
