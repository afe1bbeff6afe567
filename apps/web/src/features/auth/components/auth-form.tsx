import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/**
 * One step of the registration or recovery flow: a narrow column whose submit is async (its
 * errors are reported inside it) and checked by the contracts schemas, not by the browser.
 */
export function AuthForm({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md" maw={420}>
        {children}
      </Stack>
    </form>
  );
}
