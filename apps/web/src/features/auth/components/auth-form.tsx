import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { UntilHydrated } from '@/components/until-hydrated';

/**
 * One step of the registration or recovery flow: a narrow column whose submit is checked by
 * the contracts schemas (its form's `onSubmit`), not by the browser.
 */
export function AuthForm({
  onSubmit,
  children,
}: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      <UntilHydrated>
        <Stack gap="md" maw={420}>
          {children}
        </Stack>
      </UntilHydrated>
    </form>
  );
}
