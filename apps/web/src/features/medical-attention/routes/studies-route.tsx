import { Button, Image, Modal, Stack, Text } from '@mantine/core';
import type { StudyDto } from '@portal/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { useReportError } from '@/components/dialogs/use-report-error';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { fetchStudyFile, useStudies } from '../api/records';
import { QueryView } from '@/components/detail-page/query-view';
import { RecordPage } from '../components/record-page';
import { RecordSection } from '../components/record-section';
import type { CurrentPatient } from '../patient-store';

/** The image viewer: the file fetched through the API with the bearer, shown from a blob. */
function ImageViewer({ study, onClose }: { study: StudyDto; onClose: () => void }) {
  const http = useHttp();
  const id = useProviderId();
  const reportError = useReportError();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let href: string | null = null;
    fetchStudyFile(http, id, study).then(
      (blob) => {
        href = URL.createObjectURL(blob);
        setSrc(href);
      },
      (error: unknown) => {
        reportError(error);
        onClose();
      },
    );
    return () => {
      if (href) URL.revokeObjectURL(href);
    };
  }, [http, id, study, reportError, onClose]);
  return (
    <Modal opened onClose={onClose} title={study.titulo} size="lg">
      <Stack gap="sm">
        {src ? (
          <Image src={src} alt={study.titulo} fit="contain" mah="70vh" />
        ) : (
          <Text>Cargando…</Text>
        )}
        <Text size="sm">{study.descripcion}</Text>
      </Stack>
    </Modal>
  );
}

function ReportButton({ study }: { study: StudyDto }) {
  const http = useHttp();
  const id = useProviderId();
  const offer = useOfferDownload();
  const reportError = useReportError();
  const [loading, setLoading] = useState(false);
  const open = async () => {
    setLoading(true);
    try {
      const blob = await fetchStudyFile(http, id, study);
      offer(blob, `informe-${study.id}.pdf`, {
        message: `${study.titulo} está listo para descargar.`,
      });
    } catch (error) {
      reportError(error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button variant="light" size="xs" loading={loading} onClick={() => void open()}>
      {`Descargar informe: ${study.titulo}`}
    </Button>
  );
}

const STUDY_FIELDS = [
  { label: 'Prestador', value: (row: StudyDto) => row.prestador },
  { label: 'Resultado', value: (row: StudyDto) => row.descripcion },
];

function StudyCards({
  label,
  rows,
  action,
}: {
  label: string;
  rows: readonly StudyDto[];
  action: (row: StudyDto) => ReactNode;
}) {
  return (
    <RecordSection
      label={label}
      rows={rows}
      rowKey={(row) => row.id}
      name={(row) => row.titulo}
      date={(row) => row.fecha}
      fields={STUDY_FIELDS}
      action={action}
    />
  );
}

function Studies({ patient }: { patient: CurrentPatient }) {
  const query = useStudies(patient);
  const [viewing, setViewing] = useState<StudyDto | null>(null);
  return (
    <QueryView query={query} guarded>
      {(data) => (
        <Stack gap="lg">
          <StudyCards
            label="Informes médicos"
            rows={data.informes}
            action={(row) => <ReportButton study={row} />}
          />
          <StudyCards
            label="Imágenes"
            rows={data.imagenes}
            action={(row) => (
              <Button variant="light" size="xs" onClick={() => setViewing(row)}>
                {`Ver imagen: ${row.titulo}`}
              </Button>
            )}
          />
          {viewing && <ImageViewer study={viewing} onClose={() => setViewing(null)} />}
        </Stack>
      )}
    </QueryView>
  );
}

/** atencion-medica/estudios: study reports (informes-medicos) and images with a viewer. */
export default function StudiesRoute({ title }: { title: string }) {
  return <RecordPage title={title}>{(patient) => <Studies patient={patient} />}</RecordPage>;
}
