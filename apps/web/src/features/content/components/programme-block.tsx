import { Stack, Text, Title } from '@mantine/core';
import { LoadError } from '@/components/detail-page/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { usePreventionProgramme } from '../api/content';
import { PhoneLink } from './opening-hours';

function Items({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <Stack gap={4} component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <ul className="content-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Stack>
  );
}

/** A prevention page: its programme's description, objectives, activities and contacts. */
export function ProgrammeBlock({ programa }: { programa: string }) {
  const programme = usePreventionProgramme(programa);
  if (programme.isError) return <LoadError error={programme.error} />;
  if (programme.isPending) return <LoadingScreen />;
  const data = programme.data;
  return (
    <Stack gap="md">
      <Text>{data.descripcion}</Text>
      <Items id="programa-objetivos" title="Objetivos" items={data.objetivos} />
      <Items id="programa-actividades" title="Actividades" items={data.actividades} />
      <Stack gap={4} component="section" aria-labelledby="programa-contactos">
        <Title order={2} size="h3" id="programa-contactos">
          Contactos
        </Title>
        {data.contactos.map((contact) => (
          <Text key={contact.nombre}>
            {contact.nombre}: <PhoneLink numero={contact.telefono} /> ·{' '}
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
