import { Button, Group, Text } from '@mantine/core';
import { pageCount } from '@portal/domain/format';

interface Props {
  /** What is paged, for the navigation's name: 'Páginas de {label}'. */
  label?: string;
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and next page of a list, and where the user stands; nothing for one page. */
export function Pager({ label = 'resultados', page, size, total, onPage }: Props) {
  const pages = pageCount(total, size);
  if (pages === 1) return null;
  return (
    <Group gap="sm" component="nav" aria-label={`Páginas de ${label}`}>
      <Button
        variant="default"
        size="compact-md"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Anterior
      </Button>
      <Text size="sm">{`Página ${page} de ${pages}`}</Text>
      <Button
        variant="default"
        size="compact-md"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Siguiente
      </Button>
    </Group>
  );
}
