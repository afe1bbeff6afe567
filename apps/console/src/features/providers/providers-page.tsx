import { Route, Routes } from 'react-router';
import { ProviderPage } from './provider-page';
import { ProviderSearchPage } from './search-page';

/** The providers section: the search, and each provider's page under its code. */
export default function ProvidersPage() {
  return (
    <Routes>
      <Route index element={<ProviderSearchPage />} />
      <Route path=":codigo" element={<ProviderPage />} />
    </Routes>
  );
}
