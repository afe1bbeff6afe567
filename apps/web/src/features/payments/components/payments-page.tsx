import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PageShell } from '@/components/page-shell';
import { ConsultingRoomsPanel } from './consulting-rooms-panel';
import { InquiriesPanel } from './inquiries-panel';
import { InvoicesPanel } from './invoices-panel';
import { PaymentsPanel } from './payments-panel';
import { TaxDataPanel } from './tax-data-panel';

export type Section = 'pagos' | 'facturas' | 'consultorios' | 'consultas' | 'impositivos';

const SECTIONS: readonly { id: Section; label: string; panel: () => ReactNode }[] = [
  { id: 'pagos', label: 'Pagos', panel: () => <PaymentsPanel /> },
  { id: 'facturas', label: 'Facturas', panel: () => <InvoicesPanel /> },
  { id: 'consultorios', label: 'Consultorios', panel: () => <ConsultingRoomsPanel /> },
  { id: 'consultas', label: 'Consultas sobre pagos', panel: () => <InquiriesPanel /> },
  { id: 'impositivos', label: 'Datos impositivos', panel: () => <TaxDataPanel /> },
];

/**
 * Consulta de pagos y facturas: payments, invoices, consulting rooms, inquiries and tax data,
 * each a tab loaded when first opened. The full-screen views (pagosFull, facturasFull,
 * consultoriosFull) show one section alone, without the menu.
 */
export function PaymentsPage({ title, only }: { title: string; only?: Section }) {
  const [active, setActive] = useState<Section>('pagos');
  const [opened, setOpened] = useState<ReadonlySet<Section>>(new Set(['pagos']));
  if (only) {
    return (
      <PageShell title={title}>
        {SECTIONS.find((section) => section.id === only)?.panel()}
      </PageShell>
    );
  }
  return (
    <PageShell title={title}>
      <Tabs
        value={active}
        onChange={(value) => {
          const section = SECTIONS.find((candidate) => candidate.id === value)?.id ?? 'pagos';
          setOpened((current) => new Set(current).add(section));
          setActive(section);
        }}
      >
        <Tabs.List mb="md">
          {SECTIONS.map((section) => (
            <Tabs.Tab key={section.id} value={section.id}>
              {section.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SECTIONS.map((section) => (
          <Tabs.Panel key={section.id} value={section.id}>
            {opened.has(section.id) && section.panel()}
          </Tabs.Panel>
        ))}
      </Tabs>
    </PageShell>
  );
}
