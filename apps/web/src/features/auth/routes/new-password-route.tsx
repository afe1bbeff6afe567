import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PageShell } from '@/components/page-shell';
import { NewPasswordForm } from '../components/new-password-form';

function resetTokenOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const token = (state as { resetToken?: unknown }).resetToken;
  return typeof token === 'string' && token !== '' ? token : null;
}

export default function NewPasswordRoute() {
  const resetToken = resetTokenOf(useLocation().state);
  return (
    <PageShell title="Elegí una nueva contraseña">
      {resetToken ? (
        <NewPasswordForm resetToken={resetToken} />
      ) : (
        <Stack gap="sm">
          <Text>
            Para elegir una nueva contraseña primero tenés que validar el PIN que te enviamos por
            e-mail.
          </Text>
          <Anchor component={Link} to="/forgot-password">
            Recuperar contraseña
          </Anchor>
        </Stack>
      )}
    </PageShell>
  );
}
