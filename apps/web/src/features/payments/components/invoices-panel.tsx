import '@mantine/core/styles/Tabs.css';
import { Alert, Stack, Tabs, Text } from '@mantine/core';
import type { InvoiceDto } from '@portal/contracts';
import {
  INVOICE_TABS,
  INVOICE_TAB_LABELS,
  acceptsReceipt,
  type InvoiceTab,
} from '@portal/domain/payments';
import { MESSAGES } from '@portal/domain/app';
import { useState } from 'react';
import { LoadError } from '@/components/detail-page/load-error';
import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-error';
import { useReadOnly } from '@/lib/session/use-provider-id';
import { useInvoices, useMarkInvoicesRead } from '../api/invoices';
import { AttachReceiptModal } from './attach-receipt-modal';
import { AttachIcon, MarkReadIcon, ReceiptsIcon } from './action-icons';
import { InvoicesTable, type InvoiceAction } from './invoices-table';
import { ReceiptsModal } from './receipts-modal';
import { Pager } from '@/components/pager';

/** The invoices in the four tabs of spec §3, each with its count; unread ones can be marked. */
export function InvoicesPanel() {
  const [tab, setTab] = useState<InvoiceTab>('ultimasFacturas');
  const [pagina, setPagina] = useState(1);
  const invoices = useInvoices({ estado: tab, pagina });
  const markRead = useMarkInvoicesRead();
  const readOnly = useReadOnly();
  const [attaching, setAttaching] = useState<InvoiceDto | null>(null);
  const [viewing, setViewing] = useState<InvoiceDto | null>(null);
  const data = invoices.data;
  // Read-only sessions look (the receipts too) but do not write (the server refuses too).
  const actions = (invoice: InvoiceDto): InvoiceAction[] => [
    ...(invoice.recibos > 0
      ? [
          {
            key: 'ver',
            label: 'Ver comprobantes',
            name: `Ver los comprobantes de la factura ${invoice.comprobante}`,
            icon: <ReceiptsIcon />,
            variant: 'default' as const,
            onClick: () => setViewing(invoice),
          },
        ]
      : []),
    ...(!readOnly && acceptsReceipt(invoice.estado)
      ? [
          {
            key: 'adjuntar',
            label: 'Adjuntar comprobante',
            name: `Adjuntar comprobante a la factura ${invoice.comprobante}`,
            icon: <AttachIcon />,
            variant: 'light' as const,
            onClick: () => setAttaching(invoice),
          },
        ]
      : []),
    ...(!readOnly && !invoice.leida
      ? [
          {
            key: 'leida',
            label: 'Marcar como leída',
            name: `Marcar como leída la factura ${invoice.comprobante}`,
            icon: <MarkReadIcon />,
            variant: 'subtle' as const,
            loading: markRead.isPending && (markRead.variables?.includes(invoice.id) ?? false),
            onClick: () => markRead.mutate([invoice.id]),
          },
        ]
      : []),
  ];

  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        const next = INVOICE_TABS.find((candidate) => candidate === value);
        if (next) {
          setTab(next);
          setPagina(1);
        }
      }}
    >
      <Tabs.List mb="md">
        {INVOICE_TABS.map((id) => (
          <Tabs.Tab key={id} value={id}>
            {data ? `${INVOICE_TAB_LABELS[id]} (${data.contadores[id]})` : INVOICE_TAB_LABELS[id]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <div aria-live="polite" aria-busy={invoices.isFetching} className="result-slot">
        {invoices.isError && <LoadError error={invoices.error} />}
        {markRead.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(markRead.error)}
          </Alert>
        )}
        {data && (
          <Stack gap="sm">
            <Text size="sm">{`${data.total} ${data.total === 1 ? 'factura' : 'facturas'}; ${data.noLeidas} sin leer.`}</Text>
            {data.facturas.length === 0 ? (
              <EmptyState
                title={MESSAGES.noResults}
                hint="Probá con otro período o con otro filtro."
              />
            ) : (
              <InvoicesTable
                rows={data.facturas}
                caption={INVOICE_TAB_LABELS[tab]}
                actions={actions}
              />
            )}
            <Pager page={data.pagina} size={data.cantidad} total={data.total} onPage={setPagina} />
          </Stack>
        )}
      </div>
      <AttachReceiptModal invoice={attaching} onClose={() => setAttaching(null)} />
      <ReceiptsModal invoice={viewing} onClose={() => setViewing(null)} />
    </Tabs>
  );
}
