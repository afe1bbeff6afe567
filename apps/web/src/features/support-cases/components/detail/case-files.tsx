import { Stack, Text, Title } from '@mantine/core';
import type { CaseDetail, FileMeta } from '@portal/contracts';
import { FileDownloadButton } from './file-download-button';

function FileGroup({ title, files }: { title: string; files: FileMeta[] }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {files.length === 0 ? (
        <Text size="sm">Sin archivos.</Text>
      ) : (
        <ul className="case-file-list">
          {files.map((file) => (
            <li key={`${file.origen}-${file.id}`}>
              <FileDownloadButton file={file} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** Every file of the case (spec §3 adjuntos, archivosDetalle, archivosRespuesta), downloadable. */
export function CaseFiles({ detail }: { detail: CaseDetail }) {
  return (
    <section aria-labelledby="archivos-del-tramite">
      <Title order={2} size="h3" id="archivos-del-tramite" mb="xs">
        Archivos
      </Title>
      <Stack gap="sm">
        <FileGroup title="Adjuntos al iniciar" files={detail.adjuntos} />
        <FileGroup title="Agregados por el prestador" files={detail.archivosDetalle} />
        <FileGroup title="Enviados por la obra social" files={detail.archivosRespuesta} />
      </Stack>
    </section>
  );
}
