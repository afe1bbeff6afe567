import { Badge, List, Stack, Text } from '@mantine/core';
import { RECETAS_DEFAULT_PAGE_SIZE, RECETAS_MESSAGES } from '@portal/domain/medical-attention';
import { useState } from 'react';
import { Pager } from '@/components/pager';
import { RowCards } from '@/components/row-cards/row-cards';
import { useRecetas, type RecetasFilters } from '../api/records';
import { PrescriptionFilters } from '../components/prescription-filters';
import { QueryView } from '@/components/detail-page/query-view';
import { RecordPage } from '../components/record-page';
import type { CurrentPatient } from '../patient-store';

function Prescriptions({ patient }: { patient: CurrentPatient }) {
  const [filters, setFilters] = useState<RecetasFilters>({
    cantidad: RECETAS_DEFAULT_PAGE_SIZE,
    pagina: 1,
  });
  const query = useRecetas(patient, filters);
  return (
    <Stack gap="md">
      <PrescriptionFilters filters={filters} onSearch={setFilters} />
      <QueryView query={query} guarded>
        {(data) =>
          data.recetas.length === 0 ? (
            <Text>{RECETAS_MESSAGES.empty}</Text>
          ) : (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">{`${data.total} recetas`}</Text>
              <RowCards
                label="Recetas del paciente"
                rows={data.recetas}
                rowKey={(row) => row.numero}
                cardLabel={(row) => `Receta ${row.numero}`}
                title={(row) => (
                  <>
                    <Text fw={700}>{`Receta N.º ${row.numero}`}</Text>
                    <Text c="dimmed">{row.fecha}</Text>
                    <Badge variant="light" color={row.estado === 'anulada' ? 'gray' : 'blue'}>
                      {row.estadoDescripcion}
                    </Badge>
                  </>
                )}
                fields={[
                  { label: 'Prescriptor', value: (row) => `${row.prescriptor} (${row.matricula})` },
                  { label: 'Diagnóstico', value: (row) => row.diagnostico },
                  {
                    label: 'Medicamentos',
                    value: (row) => (
                      <List size="sm" component="ul">
                        {row.items.map((item) => (
                          <List.Item key={`${item.medicamento}-${item.presentacion}`}>
                            {`${item.medicamento}, ${item.presentacion} × ${item.cantidad}: ${item.posologia}`}
                          </List.Item>
                        ))}
                      </List>
                    ),
                  },
                ]}
              />
              <Pager
                label="recetas"
                page={data.pagina}
                size={data.cantidad}
                total={data.total}
                onPage={(pagina) => setFilters({ ...filters, pagina })}
              />
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}

/** atencion-medica/recetas: the patient's prescriptions by dates, in pages. */
export default function PrescriptionsRoute({ title }: { title: string }) {
  return <RecordPage title={title}>{(patient) => <Prescriptions patient={patient} />}</RecordPage>;
}
