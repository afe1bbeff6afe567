import { Button, Group, Text } from '@mantine/core';
import { paginator } from '@portal/domain/directory';

interface Props {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** The first / previous / next / last paginator of the directory (spec §2); none for one page. */
export function DirectoryPaginator({ page, total, onPage }: Props) {
  const pages = paginator(page, total);
  if (pages.pages === 1) return null;
  const step = (label: string, target: { page: number; disabled: boolean }) => (
    <Button
      variant="default"
      size="compact-md"
      disabled={target.disabled}
      onClick={() => onPage(target.page)}
    >
      {label}
    </Button>
  );
  return (
    <Group gap="xs" component="nav" aria-label="Páginas de resultados">
      {step('Primera', pages.first)}
      {step('Anterior', pages.previous)}
      <Text size="sm">{`Página ${pages.page} de ${pages.pages}`}</Text>
      {step('Siguiente', pages.next)}
      {step('Última', pages.last)}
    </Group>
  );
}
