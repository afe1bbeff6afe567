import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useAssociatedEmails } from '../../api/associated-emails';

interface Props {
  providerCode: number;
  loggedInEmail: string;
  value: string[];
  onChange: (emails: string[]) => void;
}

/** The e-mails that follow the case (spec §5: none picked → the logged-in user's e-mail). */
export function EmailPicker({ providerCode, loggedInEmail, value, onChange }: Props) {
  const emails = useAssociatedEmails(providerCode);
  const description = `Si no elegís ninguno, los avisos van a ${loggedInEmail}.`;
  if (emails.isError || (emails.isSuccess && emails.data.length === 0)) {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          Correos para el seguimiento
        </Text>
        <Text size="sm">Los avisos del trámite van a {loggedInEmail}.</Text>
      </Stack>
    );
  }
  return (
    <Checkbox.Group
      label="Correos para el seguimiento"
      description={description}
      value={value}
      onChange={onChange}
    >
      <Stack gap={6} mt={6}>
        {emails.isPending ? (
          <Text size="sm">Cargando correos…</Text>
        ) : (
          emails.data?.map((entry) => (
            <Checkbox
              key={entry.email}
              value={entry.email}
              label={entry.descripcion ? `${entry.email} (${entry.descripcion})` : entry.email}
            />
          ))
        )}
      </Stack>
    </Checkbox.Group>
  );
}
