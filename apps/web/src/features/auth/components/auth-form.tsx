import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { UntilHydrated } from '@/components/until-hydrated';

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
    <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate>
      <UntilHydrated>
        <Stack gap="md" maw={420}>
          {children}
        </Stack>
      </UntilHydrated>
    </form>
  );
}
