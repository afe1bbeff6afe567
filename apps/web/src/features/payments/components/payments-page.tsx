import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { PageShell } from '@/components/page-shell';
import { InvoicesPanel } from './invoices-panel';
import { PaymentsPanel } from './payments-panel';

type Section = 'pagos' | 'facturas';

/**
 * Consulta de pagos y facturas: the payments to the provider's CUIT and its invoices. The
 * full-screen views (pagosFull, facturasFull) show one section each without the menu.
 */
export function PaymentsPage({ title, only }: { title: string; only?: Section }) {
  const [active, setActive] = useState<Section>('pagos');
  // The invoices load when first opened, then keep their tab and page.
  const [invoicesOpened, setInvoicesOpened] = useState(false);
  if (only === 'pagos') {
    return (
      <PageShell title={title}>
        <PaymentsPanel />
      </PageShell>
    );
  }
  if (only === 'facturas') {
    return (
      <PageShell title={title}>
        <InvoicesPanel />
      </PageShell>
    );
  }
  return (
    <PageShell title={title}>
      <Tabs
        value={active}
        onChange={(value) => {
          const section = value === 'facturas' ? 'facturas' : 'pagos';
          if (section === 'facturas') setInvoicesOpened(true);
          setActive(section);
        }}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="pagos">Pagos</Tabs.Tab>
          <Tabs.Tab value="facturas">Facturas</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pagos">
          <PaymentsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="facturas">{invoicesOpened && <InvoicesPanel />}</Tabs.Panel>
      </Tabs>
    </PageShell>
  );
}
