import { Button, Group, Stack, Text } from '@mantine/core';
import type { PaymentDto } from '@portal/contracts';
import { MESSAGES } from '@portal/domain/app';
import { formatCuit } from '@portal/domain/payments';
import { useState } from 'react';
import { LoadError } from '@/components/detail-page/load-error';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { useReportError } from '@/components/dialogs/use-report-error';
import { EmptyState } from '@/components/empty-state';
import { formatServerDay } from '@/lib/format';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { fetchPaymentsCsv, usePayments } from '../api/payments';
import { PaymentChartsSection } from './payment-charts-section';
import { PaymentDetailModal } from './payment-detail-modal';
import { PaymentsTable } from './payments-table';

/** The payments to the provider's CUIT over the last year, with withholdings and totals. */
export function PaymentsPanel() {
  const payments = usePayments({});
  const [opened, setOpened] = useState<PaymentDto | null>(null);
  const data = payments.data;
  const http = useHttp();
  const code = useProviderId();
  const offer = useOfferDownload();
  const reportError = useReportError();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (cuit: string) => {
    setExporting(true);
    try {
      const blob = await fetchPaymentsCsv(http, { code, cuit }, {});
      offer(blob, `pagos-${cuit}.csv`, { message: 'Los pagos están listos para descargar.' });
    } catch (error) {
      reportError(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div aria-live="polite" aria-busy={payments.isFetching} className="result-slot">
      {payments.isError && <LoadError error={payments.error} />}
      {data && (
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {`CUIT ${formatCuit(data.cuit)}. Del ${formatServerDay(data.desde)} al ${formatServerDay(data.hasta)}: ${data.pagos.length} ${data.pagos.length === 1 ? 'pago' : 'pagos'}.`}
            </Text>
            <Button
              size="xs"
              variant="default"
              loading={exporting}
              onClick={() => void exportCsv(data.cuit)}
            >
              Exportar CSV
            </Button>
          </Group>
          {data.pagos.length === 0 ? (
            <EmptyState title={MESSAGES.noResults} hint="Probá con otro período." />
          ) : (
            <PaymentsTable data={data} caption="Pagos" onDetail={setOpened} />
          )}
          <PaymentChartsSection />
        </Stack>
      )}
      <PaymentDetailModal payment={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
