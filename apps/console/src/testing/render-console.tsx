import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { ConsoleProviders } from '@/app/providers';
import { ConsoleRoutes } from '@/app/routes';
import { CONSOLE_BASE } from '@/lib/paths';
import type { StaffSession } from '@/lib/session-store';
import { createConsoleServices } from '@/lib/services';

/** Renders the console as main.tsx does, on a memory router at `path` (without /consola). */
export function renderConsole({
  path = '/',
  session = null,
}: { path?: string; session?: StaffSession | null } = {}) {
  if (session) sessionStorage.setItem('consola.sesion', JSON.stringify(session));
  const services = createConsoleServices(sessionStorage);
  const location = { pathname: '' };
  function LocationProbe() {
    location.pathname = useLocation().pathname;
    return null;
  }
  const utils = render(
    <StrictMode>
      <ConsoleProviders services={services} env="test">
        <MemoryRouter basename={CONSOLE_BASE} initialEntries={[`${CONSOLE_BASE}${path}`]}>
          <ConsoleRoutes />
          <LocationProbe />
        </MemoryRouter>
      </ConsoleProviders>
    </StrictMode>,
  );
  return { ...utils, user: userEvent.setup(), services, location };
}
