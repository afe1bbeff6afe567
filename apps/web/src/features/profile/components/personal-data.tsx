import { Divider, Stack, Table } from '@mantine/core';
import { formatCuit } from '@portal/domain/payments';
import { PROVIDER_TYPE_NAMES } from '@portal/domain/provider';
import { useReadOnly } from '@/lib/session/use-provider-id';
import { useProfile, useReferences } from '../api/profile';
import { ContactForm } from './contact-form';
import { PendingChangeNotice } from './pending-change';
import { ProfessionalForm } from './professional-form';
import { QueryView } from '@/components/detail-page/query-view';
import { LoadingScreen } from '@/components/loading-screen';

/** Datos personales y profesionales: the record (CUIT read-only), the request form, contact. */
export function PersonalData() {
  const profile = useProfile();
  const references = useReferences();
  const readOnly = useReadOnly();
  return (
    <QueryView query={profile} guarded loading={<LoadingScreen />}>
      {(data) => (
        <QueryView query={references} guarded loading={<LoadingScreen />}>
          {(lists) => (
            <Stack gap="lg">
              <Table variant="vertical" withTableBorder aria-label="Datos del prestador">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th w="40%">Código de prestador</Table.Th>
                    <Table.Td>{data.prestador.id}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>CUIT</Table.Th>
                    <Table.Td>{formatCuit(data.prestador.cuit)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>Tipo de prestador</Table.Th>
                    <Table.Td>{PROVIDER_TYPE_NAMES[data.prestador.tipoPrestador]}</Table.Td>
                  </Table.Tr>
                  {data.circulos.map((circle) => (
                    <Table.Tr key={circle.id}>
                      <Table.Th>Círculo</Table.Th>
                      <Table.Td>{`${circle.descripcion} (CUIT asociado ${formatCuit(circle.cuit)})`}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {data.pendientes
                .filter((change) => change.seccion === 'datos-personales')
                .map((change) => (
                  <PendingChangeNotice key={change.id} change={change} />
                ))}
              <ProfessionalForm
                tipo={data.prestador.tipoPrestador}
                datos={data.datos}
                references={lists}
                readOnly={readOnly}
              />
              <Divider />
              <ContactForm contacto={data.contacto} references={lists} readOnly={readOnly} />
            </Stack>
          )}
        </QueryView>
      )}
    </QueryView>
  );
}
