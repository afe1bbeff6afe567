import { Stack, Text, Title } from '@mantine/core';
import type { CareHistoryResponse } from '@portal/contracts';
import { RowCards } from '@/components/row-cards/row-cards';
import { useCareHistory } from '../api/records';
import { QueryView } from '@/components/detail-page/query-view';
import { RecordPage } from '../components/record-page';
import type { CurrentPatient } from '../patient-store';

type Event = CareHistoryResponse['visitas'][number];

function Events({
  label,
  rows,
  extra,
}: {
  label: string;
  rows: readonly Event[];
  extra?: (row: Event) => string;
}) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {label}
      </Title>
      {rows.length === 0 ? (
        <Text>Sin registros.</Text>
      ) : (
        <RowCards
          label={label}
          rows={rows}
          rowKey={(row) => row.id}
          cardLabel={(row) => `${row.descripcion}, ${row.fecha}`}
          title={(row) => (
            <>
              <Text fw={700}>{row.descripcion}</Text>
              <Text c="dimmed">{extra ? extra(row) : row.fecha}</Text>
            </>
          )}
          fields={[
            { label: 'Prestador', value: (row) => row.prestador },
            { label: 'Detalle', value: (row) => row.detalle },
          ]}
        />
      )}
    </Stack>
  );
}

function History({ patient }: { patient: CurrentPatient }) {
  const query = useCareHistory(patient);
  return (
    <QueryView query={query} guarded>
      {(data) => {
        const stays = new Map(data.internaciones.map((row) => [row.id, row.estadia]));
        return (
          <Stack gap="lg">
            <Events label="Consultas" rows={data.visitas} />
            <Events label="Consumos" rows={data.consumos} />
            <Events
              label="Internaciones"
              rows={data.internaciones}
              extra={(row) => stays.get(row.id) ?? row.fecha}
            />
          </Stack>
        );
      }}
    </QueryView>
  );
}

/** atencion-medica/historial: consumos, visits and hospitalizations. */
export default function HistoryRoute({ title }: { title: string }) {
  return <RecordPage title={title}>{(patient) => <History patient={patient} />}</RecordPage>;
}
