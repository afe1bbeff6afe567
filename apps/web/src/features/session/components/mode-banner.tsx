import { Alert } from '@mantine/core';
import { capitalizeName } from '@portal/domain/provider';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { useSession } from '@/lib/session/session-context';

/** Makes an impersonated or read-only session impossible to miss. */
export function ModeBanner() {
  const { session } = useSession();
  if (!session || session.user.mode === 'user') return null;
  if (session.user.mode === 'readOnly') {
    return (
      <Alert color="yellow" variant="light" title="Sesión de solo lectura" role="status">
        {EXTRA_MESSAGES.readOnly}
      </Alert>
    );
  }
  const provider = capitalizeName(session.user.prestador.apeRazonSocial);
  // "… S.A." already ends the sentence: no second period.
  const sentence = `Estás operando en nombre de ${provider}${provider.endsWith('.') ? '' : '.'}`;
  return (
    <Alert color="orange" variant="light" title="Sesión impersonada" role="status">
      {sentence}
    </Alert>
  );
}
