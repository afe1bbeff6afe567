// The console is staff-only and small: Mantine's whole stylesheet costs less than keeping a
// per-component list in step with every screen (the portal's boot budget does not apply here).
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ConsoleProviders } from './app/providers';
import { ConsoleRoutes } from './app/routes';
import { createConsoleServices } from './lib/services';
import { CONSOLE_BASE } from './lib/paths';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <ConsoleProviders services={createConsoleServices()}>
        <BrowserRouter basename={CONSOLE_BASE}>
          <ConsoleRoutes />
        </BrowserRouter>
      </ConsoleProviders>
    </StrictMode>,
  );
}
