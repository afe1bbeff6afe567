import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { FHIR_TOKEN_PATH, type FhirClientDto } from '@portal/contracts';

function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Code className="fhir-copy-value">{value}</Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" onClick={copy} aria-label={`Copiar ${label}`}>
              {copied ? 'Copiado' : 'Copiar'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/**
 * What the clinic's system needs after registering: its client id (the iss and sub of its
 * assertions) and where to ask for tokens. The key stays with the system, so nothing secret here.
 */
export function RegisteredNotice({
  client,
  message,
  onClose,
}: {
  client: FhirClientDto;
  message: string;
  onClose: () => void;
}) {
  const tokenUrl = new URL(FHIR_TOKEN_PATH, window.location.origin).href;
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      title={message}
      withCloseButton
      closeButtonLabel="Cerrar"
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text size="sm">
          Configurá estos datos en el sistema «{client.nombre}». Firma sus pedidos de token con su
          clave privada, que nunca se carga en el portal.
        </Text>
        <CopyField label="Client ID" value={client.idCliente} />
        <CopyField label="URL de token" value={tokenUrl} />
      </Stack>
    </Alert>
  );
}
