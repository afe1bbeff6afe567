import { Text } from '@mantine/core';
import { RowCards } from '@/components/row-cards/row-cards';
import { useVaccines } from '../api/records';
import { QueryView } from '@/components/detail-page/query-view';
import { RecordPage } from '../components/record-page';
import type { CurrentPatient } from '../patient-store';

function Vaccines({ patient }: { patient: CurrentPatient }) {
  const query = useVaccines(patient);
  return (
    <QueryView query={query} guarded>
      {(data) =>
        data.vacunas.length === 0 ? (
          <Text>El paciente no tiene vacunas registradas.</Text>
        ) : (
          <RowCards
            label="Vacunas aplicadas"
            rows={data.vacunas}
            rowKey={(row) => row.id}
            cardLabel={(row) => `${row.vacuna}, ${row.fecha}`}
            title={(row) => (
              <>
                <Text fw={700}>{row.vacuna}</Text>
                <Text c="dimmed">{row.fecha}</Text>
              </>
            )}
            fields={[
              { label: 'Dosis', value: (row) => row.dosis },
              { label: 'Lote', value: (row) => row.lote },
              { label: 'Vacunatorio', value: (row) => row.vacunatorio },
            ]}
          />
        )
      }
    </QueryView>
  );
}

/** atencion-medica/vacunas: the patient's vaccination record. */
export default function VaccinesRoute({ title }: { title: string }) {
  return <RecordPage title={title}>{(patient) => <Vaccines patient={patient} />}</RecordPage>;
}
