import '@mantine/core/styles/Paper.css';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ContactPhoneDto } from '@portal/contracts';
import { LoadError } from '@/components/detail-page/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { useContactPhones } from '../api/content';
import { PhoneLink } from './opening-hours';

const GROUPS: Record<ContactPhoneDto['grupo'], string> = {
  prestadores: 'Prestadores',
  afiliados: 'Afiliados',
  urgencias: 'Urgencias',
  fraude: 'Denuncias de fraude',
};

/** contacto/telefonos: every line by group, each number a tel: link. */
export function PhonesBlock() {
  const phones = useContactPhones();
  if (phones.isError) return <LoadError error={phones.error} />;
  if (phones.isPending) return <LoadingScreen />;
  const all = phones.data.telefonos;
  return (
    <Stack gap="md">
      {(Object.keys(GROUPS) as ContactPhoneDto['grupo'][]).map((group) => {
        const lines = all.filter((phone) => phone.grupo === group);
        if (lines.length === 0) return null;
        return (
          <Stack key={group} gap="xs" component="section" aria-labelledby={`telefonos-${group}`}>
            <Title order={2} size="h3" id={`telefonos-${group}`}>
              {GROUPS[group]}
            </Title>
            <ul className="content-list content-list--plain">
              {lines.map((phone) => (
                <li key={phone.numero}>
                  <Text>
                    {phone.descripcion}: <PhoneLink numero={phone.numero} />
                  </Text>
                  <Text size="sm" c="dimmed">
                    {phone.horario}
                  </Text>
                </li>
              ))}
            </ul>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** The fraude page's reporting line, from the same phone list. */
export function FraudLine() {
  const phones = useContactPhones();
  if (phones.isError) return <LoadError error={phones.error} />;
  if (phones.isPending) return <LoadingScreen />;
  const lines = phones.data.telefonos.filter((phone) => phone.grupo === 'fraude');
  return (
    <>
      {lines.map((line) => (
        <Paper
          key={line.numero}
          withBorder
          p="md"
          radius="md"
          component="section"
          aria-labelledby="linea-fraude"
        >
          <Title order={2} size="h3" id="linea-fraude">
            {line.descripcion}
          </Title>
          <Text size="xl" fw={700}>
            <PhoneLink numero={line.numero} />
          </Text>
          <Text size="sm">{line.horario}</Text>
        </Paper>
      ))}
    </>
  );
}
