import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { useReportError } from '@/components/dialogs/use-report-error';
import { EmptyState } from '@/components/empty-state';
import { RowCards } from '@/components/row-cards/row-cards';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { fetchPatientAuthorizationPdf, usePatientAuthorizations } from '../api/records';
import { QueryView } from '@/components/detail-page/query-view';
import { RecordPage } from '../components/record-page';
import type { CurrentPatient } from '../patient-store';

function PdfButton({ nro, patient }: { nro: number; patient: CurrentPatient }) {
  const http = useHttp();
  const id = useProviderId();
  const offer = useOfferDownload();
  const reportError = useReportError();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const blob = await fetchPatientAuthorizationPdf(http, id, nro, patient);
      offer(blob, `autorizacion-${nro}.pdf`, {
        message: `La autorización N.º ${nro} está lista para descargar.`,
      });
    } catch (error) {
      reportError(error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button variant="light" size="xs" loading={loading} onClick={() => void download()}>
      {`Descargar PDF de la autorización ${nro}`}
    </Button>
  );
}

function Authorizations({ patient }: { patient: CurrentPatient }) {
  const query = usePatientAuthorizations(patient);
  return (
    <QueryView query={query} guarded>
      {(data) =>
        data.autorizaciones.length === 0 ? (
          <EmptyState
            icon="inbox"
            title="No hay autorizaciones de este paciente en tu prestador."
            hint="Las que pidas para este paciente en Trámites de autorizaciones van a aparecer acá."
          />
        ) : (
          <RowCards
            label="Autorizaciones del paciente"
            rows={data.autorizaciones}
            rowKey={(row) => row.nroAutorizacion}
            cardLabel={(row) => `Autorización ${row.nroAutorizacion}`}
            title={(row) => (
              <>
                <Text fw={700}>{`N.º ${row.nroAutorizacion}`}</Text>
                <Text c="dimmed">{row.fecha}</Text>
              </>
            )}
            fields={[
              { label: 'Prestación', value: (row) => row.prestacion },
              { label: 'Estado', value: (row) => row.estadoDesc },
            ]}
            action={(row) =>
              row.pdf ? <PdfButton nro={row.nroAutorizacion} patient={patient} /> : null
            }
          />
        )
      }
    </QueryView>
  );
}

/** atencion-medica/autorizaciones: the patient's authorizations and their PDF. */
export default function AuthorizationsRoute({ title }: { title: string }) {
  return <RecordPage title={title}>{(patient) => <Authorizations patient={patient} />}</RecordPage>;
}
