import '@mantine/core/styles/Switch.css';
import { Alert, Anchor, Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { formatCuit, PAYMENTS_MESSAGES } from '@portal/domain/payments';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/detail-page/load-error';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { useReportError } from '@/components/dialogs/use-report-error';
import { errorMessage } from '@/lib/api-error';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId, useReadOnly } from '@/lib/session/use-provider-id';
import {
  fetchAgreementPdf,
  fetchDiscountPdf,
  useChannelEnable,
  useTaxData,
} from '../api/provider-data';

const yesNo = (value: boolean) => (value ? 'Exento' : 'No exento');

/** Datos impositivos: CUIT, IVA condition, IIBB, exemptions, the agreement and the channel. */
export function TaxDataPanel() {
  const tax = useTaxData();
  const channel = useChannelEnable();
  const readOnly = useReadOnly();
  const http = useHttp();
  const code = useProviderId();
  const offer = useOfferDownload();
  const reportError = useReportError();
  const [loading, setLoading] = useState<'convenio' | 'descuentos' | null>(null);
  const data = tax.data;

  const download = async (what: 'convenio' | 'descuentos') => {
    setLoading(what);
    try {
      if (what === 'convenio') {
        offer(await fetchAgreementPdf(http, code), `convenio-${code}.pdf`, {
          message: 'El convenio está listo para descargar.',
        });
      } else {
        offer(await fetchDiscountPdf(http, code), 'descuentos-de-cobertura.pdf', {
          message: 'La tabla de descuentos de cobertura está lista para descargar.',
        });
      }
    } catch (error) {
      reportError(error);
    } finally {
      setLoading(null);
    }
  };

  if (tax.isError) {
    return <LoadError error={tax.error} />;
  }
  if (!data) return null;
  if (!data.cargados) {
    // Not loaded yet is an ordinary state: say so, and how to get them loaded.
    return (
      <Alert
        color="blue"
        variant="light"
        role="status"
        title={PAYMENTS_MESSAGES.taxDataMissingTitle}
      >
        <Stack gap="xs">
          <Text size="sm">{`${data.razonSocial} · CUIT ${formatCuit(data.cuit)}`}</Text>
          <Text size="sm">{PAYMENTS_MESSAGES.taxDataMissing}</Text>
          <Anchor component={Link} to="/tramitesonline/capweb" size="sm">
            Ir al Centro de atención al prestador
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  const rows: [string, string][] = [
    ['Razón social', data.razonSocial],
    ['CUIT', formatCuit(data.cuit)],
    ['Condición frente al IVA', data.condicionIva],
    ['Ingresos Brutos', `${data.ingresosBrutos.numero} (${data.ingresosBrutos.condicion})`],
    ['Retención de Ingresos Brutos', yesNo(data.exenciones.iibb)],
    ['Retención de Ganancias', yesNo(data.exenciones.ganancias)],
    ['Retención de IVA', yesNo(data.exenciones.iva)],
  ];
  return (
    <Stack gap="md">
      <Table verticalSpacing="xs">
        <caption className="visually-hidden">Datos impositivos</caption>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Switch
        label="Canal electrónico de pagos habilitado"
        checked={data.canalElectronico.habilitado}
        disabled={readOnly || channel.isPending}
        onChange={(event) => channel.mutate(event.currentTarget.checked)}
      />
      {channel.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(channel.error)}
        </Alert>
      )}
      <Group gap="sm">
        {data.convenio.habilitado ? (
          <Button
            variant="light"
            loading={loading === 'convenio'}
            onClick={() => void download('convenio')}
          >
            Convenio (PDF)
          </Button>
        ) : (
          <Text size="sm">El convenio no está habilitado para consulta en el portal.</Text>
        )}
        <Button
          variant="default"
          loading={loading === 'descuentos'}
          onClick={() => void download('descuentos')}
        >
          Descuentos de cobertura (PDF)
        </Button>
      </Group>
    </Stack>
  );
}
