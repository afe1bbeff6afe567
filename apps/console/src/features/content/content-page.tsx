import './content.css';
import { Anchor, Badge, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { CONTENT_EDITOR_KINDS } from '@portal/domain/content';
import { CONTENT_ROW_TYPES, type ContentRowType } from '@portal/domain/imports';
import { Link, useSearchParams } from 'react-router';
import { ErrorNotice } from '@/lib/error-notice';
import { useContentList } from './content-api';
import { ContentEditor } from './content-editor';
import { NewItem } from './new-item';

const isKind = (value: string | null): value is ContentRowType =>
  CONTENT_ROW_TYPES.some((tipo) => tipo === value);

/** The items of one kind, each with whether the site shows it and whether a draft waits. */
function ContentList({ tipo }: { tipo: ContentRowType }) {
  const list = useContentList(tipo);
  const [, setParams] = useSearchParams();
  return (
    <Stack gap="md">
      <Title order={1}>Contenido del sitio público</Title>
      <SegmentedControl
        aria-label="Tipo de contenido"
        value={tipo}
        onChange={(value) => setParams({ tipo: value })}
        data={CONTENT_EDITOR_KINDS.map((kind) => ({ value: kind.tipo, label: kind.label }))}
        style={{ maxWidth: '100%', overflowX: 'auto' }}
      />
      <NewItem tipo={tipo} />
      <ErrorNotice error={list.error} />
      {list.data && list.data.elementos.length === 0 && <Text>No hay contenido de este tipo.</Text>}
      {list.data && list.data.elementos.length > 0 && (
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Título</Table.Th>
                <Table.Th>Estado</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.elementos.map((item) => (
                <Table.Tr key={item.clave}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/contenido?${new URLSearchParams({ tipo, clave: item.clave })}`}
                    >
                      {item.titulo || item.clave}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {item.clave}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <Badge color={item.enSitio ? 'green' : 'gray'} variant="light">
                        {item.enSitio ? 'En el sitio' : 'No publicado'}
                      </Badge>
                      {item.borrador && (
                        <Badge color="yellow" variant="light">
                          Borrador sin publicar
                        </Badge>
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/**
 * The content section: `?tipo=` lists a kind, `?tipo=&clave=` edits one item (a page's key is a
 * route with slashes, so it travels in the query rather than the path).
 */
export default function ContentPage() {
  const [params] = useSearchParams();
  const raw = params.get('tipo');
  const tipo = isKind(raw) ? raw : 'pagina';
  const clave = params.get('clave');
  return clave ? (
    <ContentEditor item={{ tipo, clave }} isNew={params.get('nuevo') === '1'} />
  ) : (
    <ContentList tipo={tipo} />
  );
}
