import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { censusLabels, censusTransactionLabel } from '@portal/domain/access';
import { useState } from 'react';
import { PageShell } from '@/components/page-shell';
import { useSession } from '@/lib/session/session-context';
import { CensusSearchPanel } from './census-search';
import { RegistrationPanel } from './registration-panel';

type Section = 'immediate_transaction' | 'census_search';

/**
 * The census (spec §2): the immediate_transaction type 'Registro de pacientes internados /
 * Censos' and the census search. With the hospitalization-in-affiliate-validation flag every
 * label reads 'Admisión a Internación' / 'Búsqueda de Internaciones' (the title comes from the
 * route, which follows the same flag).
 */
export function CensusesPage({ title }: { title: string }) {
  const { session } = useSession();
  const flag = session?.hospitalizationInAffiliateValidation ?? false;
  const labels = censusLabels(flag);
  const [active, setActive] = useState<Section>('immediate_transaction');
  // The search loads when first opened, then keeps its filters and page while the user switches.
  const [searchOpened, setSearchOpened] = useState(false);

  return (
    <PageShell title={title}>
      <Tabs
        value={active}
        onChange={(value) => {
          const section = value === 'census_search' ? 'census_search' : 'immediate_transaction';
          if (section === 'census_search') setSearchOpened(true);
          setActive(section);
        }}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="immediate_transaction">{labels.census}</Tabs.Tab>
          <Tabs.Tab value="census_search">{labels.censusSearch}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="immediate_transaction">
          <RegistrationPanel heading={censusTransactionLabel(flag)} />
        </Tabs.Panel>
        <Tabs.Panel value="census_search">
          {searchOpened && <CensusSearchPanel heading={labels.censusSearch} />}
        </Tabs.Panel>
      </Tabs>
    </PageShell>
  );
}
