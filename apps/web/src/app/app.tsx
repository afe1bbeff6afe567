import { BASE_PATH } from '@portal/domain/app';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import type { AppServices } from './services';

export function App({ services }: { services: AppServices }) {
  return (
    <AppProviders services={services}>
      <BrowserRouter basename={BASE_PATH}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
