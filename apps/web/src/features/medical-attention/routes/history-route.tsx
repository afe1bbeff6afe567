import { Stack } from '@mantine/core';
import type { CareHistoryResponse } from '@portal/contracts';
import { useCareHistory } from '../api/records';
import { QueryView } from '@/components/detail-page/query-view';
import { RecordPage } from '../components/record-page';
import { RecordSection } from '../components/record-section';
import type { CurrentPatient } from '../patient-store';

type Event = CareHistoryResponse['visitas'][number];

const EVENT_FIELDS = [
  { label: 'Prestador', value: (row: Event) => row.prestador },
  { label: 'Detalle', value: (row: Event) => row.detalle },
];

function Events({
  label,
  rows,
  period,
}: {
  label: string;
  rows: readonly Event[];
  period?: (row: Event) => string;
}) {
  return (
    <RecordSection
      label={label}
      rows={rows}
      rowKey={(row) => row.id}
      name={(row) => row.descripcion}
      date={(row) => row.fecha}
      period={period}
      fields={EVENT_FIELDS}
    />
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
              period={(row) => stays.get(row.id) ?? row.fecha}
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
