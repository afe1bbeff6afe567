import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title';
import { Breadcrumbs } from './breadcrumbs';

interface Props {
  title: string;
  /** Extra content beside the heading (e.g. an info tooltip). */
  aside?: ReactNode;
  children?: ReactNode;
}

/** A page: its trail from the home (none on the home), one h1, the document title, its content. */
export function PageShell({ title, aside, children }: Props) {
  useDocumentTitle(title);
  return (
    <Stack gap="md">
      <div className="page-header">
        <Breadcrumbs title={title} />
        <div className="page-heading">
          <Title order={1}>{title}</Title>
          {aside}
        </div>
      </div>
      {children}
    </Stack>
  );
}
