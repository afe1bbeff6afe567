import { Paper, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** One section of the connectivity page: a bordered form named by its title. */
export function FormPanel({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {title}
          </Title>
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
