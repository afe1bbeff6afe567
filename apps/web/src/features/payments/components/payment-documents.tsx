import { Button, Group } from '@mantine/core';
import type { PaymentDto } from '@portal/contracts';
import {
  WITHHOLDING_KINDS,
  WITHHOLDING_LABELS,
  type WithholdingKind,
} from '@portal/domain/payments';
import { useState } from 'react';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { useReportError } from '@/components/dialogs/use-report-error';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { fetchCertificatePdf, fetchPaymentOrderPdf } from '../api/documents';

type Document = 'orden' | WithholdingKind;

/** The payment order and one certificate per withholding made, each offered as a PDF. */
export function PaymentDocuments({ pago }: { pago: PaymentDto }) {
  const http = useHttp();
  const code = useProviderId();
  const offer = useOfferDownload();
  const reportError = useReportError();
  const [loading, setLoading] = useState<Document | null>(null);

  const download = async (document: Document) => {
    setLoading(document);
    try {
      if (document === 'orden') {
        const blob = await fetchPaymentOrderPdf(http, code, pago.id);
        offer(blob, `orden-de-pago-${pago.ordenPago}.pdf`, {
          message: `La orden de pago ${pago.ordenPago} está lista para descargar.`,
        });
      } else {
        const blob = await fetchCertificatePdf(http, code, pago.id, document);
        offer(blob, `certificado-${pago.ordenPago}-${document.toUpperCase()}.pdf`, {
          message: `El certificado de retención de ${WITHHOLDING_LABELS[document]} está listo para descargar.`,
        });
      }
    } catch (error) {
      reportError(error);
    } finally {
      setLoading(null);
    }
  };

  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="light"
        loading={loading === 'orden'}
        onClick={() => void download('orden')}
      >
        Orden de pago (PDF)
      </Button>
      {WITHHOLDING_KINDS.filter((kind) => pago.retenciones[kind] > 0).map((kind) => (
        <Button
          key={kind}
          size="xs"
          variant="default"
          loading={loading === kind}
          onClick={() => void download(kind)}
        >
          {`Certificado ${WITHHOLDING_LABELS[kind]} (PDF)`}
        </Button>
      ))}
    </Group>
  );
}
