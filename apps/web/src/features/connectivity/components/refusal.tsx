import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AUTHORIZATIONS_PATH } from '@/entities/coverage/coverage-result';
import { errorMessage, isApiError } from '@/lib/api-error';

// Refusals whose next step is the authorization flow (AM, AP exceptuada, SA).
const TO_AUTHORIZATIONS = new Set(['AUTHORIZATION_REQUIRED', 'OWN_PATH']);

/** A transaction the server refused (422): its message, and where to go when there is a way. */
export function Refusal({ error }: { error: unknown }) {
  const code = isApiError(error) ? error.code : undefined;
  return (
    <Alert color="red" variant="light" title="La prestación no se registró">
      <Stack gap="xs">
        <Text fw={600}>{errorMessage(error)}</Text>
        {code && TO_AUTHORIZATIONS.has(code) && (
          <Anchor component={Link} to={AUTHORIZATIONS_PATH}>
            Ir a Trámites de autorizaciones
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
