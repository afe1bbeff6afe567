import { Pagination } from '@mantine/core';

const CONTROL_LABELS = {
  next: 'Página siguiente',
  previous: 'Página anterior',
  first: 'Primera página',
  last: 'Última página',
} as const;

/** Page numbers with every control named for a screen reader. */
export function Pager({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  if (pages < 2) return null;
  return (
    <Pagination
      total={pages}
      value={page}
      onChange={onChange}
      siblings={1}
      getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
    />
  );
}
