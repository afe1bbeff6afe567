import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ServicesContext, type ConsoleServices } from '@/lib/services';
import { cssVariablesResolver, theme } from './theme';

interface Props {
  services: ConsoleServices;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** What every screen reads from above: theme, queries and the staff session's client. */
export function ConsoleProviders({ services, env = 'default', children }: Props) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <QueryClientProvider client={services.queryClient}>
        <ServicesContext value={services}>{children}</ServicesContext>
      </QueryClientProvider>
    </MantineProvider>
  );
}
