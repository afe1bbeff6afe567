import { Alert, Button, CopyButton, Group, List, Stack, Text, Title } from '@mantine/core';

const FILE_NAME = 'codigos-de-recuperacion-consola.txt';

function download(codes: readonly string[]) {
  const blob = new Blob([`${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown this once (the server keeps only their hashes). */
export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  return (
    <Stack gap="sm">
      <Title order={2}>Tus códigos de recuperación</Title>
      <Alert color="orange" variant="light" title="Guardalos ahora">
        Esta es la única vez que los vas a ver. Cada código sirve una sola vez para ingresar si no
        tenés tu aplicación de autenticación a mano.
      </Alert>
      <List aria-label="Códigos de recuperación" ff="monospace" spacing={4}>
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Códigos copiados' : 'Copiar los códigos'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={() => download(codes)}>
          Descargar los códigos
        </Button>
      </Group>
      <Text size="sm">Cuando los hayas guardado en un lugar seguro, continuá.</Text>
      <Button onClick={onContinue}>Ya los guardé, continuar</Button>
    </Stack>
  );
}
