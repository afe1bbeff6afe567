import { Alert, List, Stack, Text, Title } from '@mantine/core';
import type { ContentCells } from '@portal/domain/content';
import {
  listItems,
  openingHours,
  pageSections,
  paragraphs,
  type ContentRowType,
} from '@portal/domain/imports';
import { markdownHtml } from '@portal/domain/markdown';
import { usePreviewFiles } from './preview-files';

/** A paragraph as the public page draws it: the same renderer, so the preview is the page. */
function Markdown({ text }: { text: string }) {
  const html = usePreviewFiles(markdownHtml(text));
  return (
    <Text component="div" className="content-markdown" dangerouslySetInnerHTML={{ __html: html }} />
  );
}

function Sections({ cuerpo }: { cuerpo: string }) {
  const parsed = pageSections(cuerpo);
  if (!parsed.ok) {
    return (
      <Alert color="yellow" variant="light">
        {parsed.message}
      </Alert>
    );
  }
  return parsed.value.map((section, index) => (
    <Stack key={`${index}-${section.titulo}`} gap={4} component="section">
      <Title order={3} size="h3">
        {section.titulo}
      </Title>
      {section.parrafos.map((paragraph, at) => (
        <Markdown key={at} text={paragraph} />
      ))}
    </Stack>
  ));
}

function Items({ text }: { text: string }) {
  return (
    <List className="content-list">
      {listItems(text).map((item, at) => (
        <List.Item key={at}>{item}</List.Item>
      ))}
    </List>
  );
}

/**
 * What the public site will show of the fields being edited, laid out as its pages lay them:
 * a page's summary and sections, a news item's paragraphs, an issue's notes, a guide's
 * recommendations, a branch's address and hours.
 */
export function ContentPreview({ tipo, campos }: { tipo: ContentRowType; campos: ContentCells }) {
  const cuerpo = campos.cuerpo ?? '';
  return (
    <Stack gap="md" aria-label="Vista previa" role="region" className="content-preview">
      <Title order={2} size="h2">
        {campos.titulo}
      </Title>
      {campos.resumen && <Text size="lg">{campos.resumen}</Text>}
      {tipo === 'pagina' && <Sections cuerpo={cuerpo} />}
      {tipo === 'novedad' &&
        paragraphs(cuerpo).map((text, at) => <Markdown key={at} text={text} />)}
      {(tipo === 'revista' || tipo === 'guia') && <Items text={cuerpo} />}
      {tipo === 'sucursal' && (
        <Stack gap={4}>
          <Text>
            {[campos.direccion, campos.localidad, campos.provincia].filter(Boolean).join(', ')}
          </Text>
          <Text>{campos.telefono}</Text>
          {(() => {
            const hours = openingHours(campos.horarios ?? '');
            return hours.ok
              ? hours.value.map((h, at) => <Text key={at}>{`${h.dias}: ${h.horario}`}</Text>)
              : null;
          })()}
        </Stack>
      )}
    </Stack>
  );
}
