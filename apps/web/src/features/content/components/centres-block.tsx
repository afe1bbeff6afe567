import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { CONTENT_MESSAGES, type MedicalCentreKind } from '@portal/domain/content';
import { LoadError } from '@/components/detail-page/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { useMedicalCentres } from '../api/content';
import { OpeningHours, PhoneLink } from './opening-hours';

/** A medical-centre page: the centres of its kind with address, phone, hours and services. */
export function CentresBlock({ tipo, label }: { tipo: MedicalCentreKind; label: string }) {
  const centres = useMedicalCentres(tipo);
  const list = centres.data?.centros ?? [];
  if (centres.isError) return <LoadError error={centres.error} />;
  if (centres.isPending) return <LoadingScreen />;
  if (list.length === 0) return <Text>{CONTENT_MESSAGES.noCentres}</Text>;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      component="ul"
      aria-label={label}
      className="content-cards"
    >
      {list.map((centre) => (
        <Paper key={centre.id} withBorder p="md" radius="md" component="li">
          <Title order={2} size="h4">
            {centre.nombre}
          </Title>
          <Text size="sm">
            {centre.direccion}, {centre.localidad}
          </Text>
          <Text size="sm">
            Teléfono: <PhoneLink numero={centre.telefono} />
          </Text>
          <OpeningHours horarios={centre.horarios} />
          <Text size="sm" mt={4}>
            {centre.servicios.join(' · ')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
