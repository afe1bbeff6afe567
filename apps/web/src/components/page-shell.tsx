import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title';

interface Props {
  title: string;
  /** Extra content beside the heading (e.g. an info tooltip). */
  aside?: ReactNode;
  children?: ReactNode;
}

/** A page: one h1, the document title, and its content. */
export function PageShell({ title, aside, children }: Props) {
  useDocumentTitle(title);
  return (
    <Stack gap="md">
      <div className="page-heading">
        <Title order={1}>{title}</Title>
        {aside}
      </div>
      {children}
    </Stack>
  );
}
