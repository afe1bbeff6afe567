import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastHost } from '@/components/toast-host';
import { ClockContext } from '@/lib/clock';
import { FirstScreenContext } from '@/lib/first-screen';
import { HomeSectionsContext, ProviderHomeContext } from '@/lib/home-sections';
import { SessionServicesProvider } from '@/lib/session/session-context';
import { NarrowAtFirstRender } from '@/lib/use-narrow';
import { homeSectionsOf, providerHomeOf } from './feature-registry';
import { FEATURES } from './features';
import type { AppServices } from './services';
import { cssVariablesResolver, theme } from './theme';

/** The features' parts of the visitors' home, in the feature list's order. */
const HOME_SECTIONS = homeSectionsOf(FEATURES);
/** The logged-in home, a feature's lazy page. */
const PROVIDER_HOME = providerHomeOf(FEATURES);

interface Props {
  services: AppServices;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** What every component reads from above: theme, queries, clock, session, layout. */
export function CoreProviders({ services, env = 'default', children }: Props) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <QueryClientProvider client={services.queryClient}>
        <ClockContext value={services.now}>
          <SessionServicesProvider store={services.store} http={services.http}>
            <NarrowAtFirstRender value={services.narrowAtFirstRender}>
              <FirstScreenContext value={services.firstScreen}>{children}</FirstScreenContext>
            </NarrowAtFirstRender>
          </SessionServicesProvider>
        </ClockContext>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** The application's providers: the core ones, the one toast host and the homes' parts. */
export function AppProviders({ services, env = 'default', children }: Props) {
  return (
    <CoreProviders services={services} env={env}>
      <ToastHost />
      <HomeSectionsContext value={HOME_SECTIONS}>
        <ProviderHomeContext value={PROVIDER_HOME}>{children}</ProviderHomeContext>
      </HomeSectionsContext>
    </CoreProviders>
  );
}
