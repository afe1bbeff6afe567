import { Alert, Stack, Text } from '@mantine/core';
import type { PaymentDto } from '@portal/contracts';
import { MESSAGES, formatCuit } from '@portal/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { formatServerDay } from '@/lib/format';
import { usePayments } from '../api/payments';
import { PaymentDetailModal } from './payment-detail-modal';
import { PaymentsTable } from './payments-table';

/** The payments to the provider's CUIT over the last year, with withholdings and totals. */
export function PaymentsPanel() {
  const payments = usePayments({});
  const [opened, setOpened] = useState<PaymentDto | null>(null);
  const data = payments.data;
  return (
    <div aria-live="polite" aria-busy={payments.isFetching} className="result-slot">
      {payments.isError && (
        <Alert color="red" variant="light" role="alert" title="Error">
          {errorMessage(payments.error)}
        </Alert>
      )}
      {data && (
        <Stack gap="sm">
          <Text size="sm">
            {`CUIT ${formatCuit(data.cuit)}. Del ${formatServerDay(data.desde)} al ${formatServerDay(data.hasta)}: ${data.pagos.length} ${data.pagos.length === 1 ? 'pago' : 'pagos'}.`}
          </Text>
          {data.pagos.length === 0 ? (
            <Text>{MESSAGES.noResults}</Text>
          ) : (
            <PaymentsTable data={data} caption="Pagos" onDetail={setOpened} />
          )}
        </Stack>
      )}
      <PaymentDetailModal payment={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
