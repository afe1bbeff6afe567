import '@mantine/core/styles/Tabs.css';
import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useDebitClaimColumn } from './debit-claim';
import { LineTablePanel } from './line-table-panel';
import { PdfButton } from './download-buttons';
import {
  SettlementHeader,
  SettlementSubtotalsPanel,
  SettlementTotalsPanel,
} from './settlement-summary';

interface Props {
  expediente: number;
  onClose: () => void;
}

/**
 * One settlement: each spec §7 'expe-*' execution is a tab that loads on its first visit (its
 * own call), and the settlement with its debits downloads as one PDF.
 */
export function SettlementDetail({ expediente, onClose }: Props) {
  const claim = useDebitClaimColumn(expediente);
  return (
    <Stack gap="sm" component="section" aria-labelledby="settlement-detail-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="settlement-detail-title">
          {`Expediente ${expediente}`}
        </Title>
        <Group gap="sm">
          <PdfButton expediente={expediente} />
          <Button variant="default" onClick={onClose}>
            Cerrar
          </Button>
        </Group>
      </Group>
      <Tabs defaultValue="liquidacion" keepMounted={false}>
        <Tabs.List aria-label={`Ejecuciones del expediente ${expediente}`}>
          <Tabs.Tab value="liquidacion">Liquidación</Tabs.Tab>
          <Tabs.Tab value="debitos">Débitos</Tabs.Tab>
          <Tabs.Tab value="detalles">Detalles</Tabs.Tab>
          <Tabs.Tab value="errores">Errores</Tabs.Tab>
          <Tabs.Tab value="totales">Totales</Tabs.Tab>
          <Tabs.Tab value="subtotales">Subtotales</Tabs.Tab>
          <Tabs.Tab value="comprobantes">Comprobantes</Tabs.Tab>
          <Tabs.Tab value="copago">Copago</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="liquidacion" pt="md">
          <SettlementHeader expediente={expediente} />
        </Tabs.Panel>
        <Tabs.Panel value="debitos" pt="md">
          <LineTablePanel table="debitos" expediente={expediente} action={claim} />
        </Tabs.Panel>
        <Tabs.Panel value="detalles" pt="md">
          <LineTablePanel table="detalles" expediente={expediente} />
        </Tabs.Panel>
        <Tabs.Panel value="errores" pt="md">
          <LineTablePanel table="errores" expediente={expediente} />
        </Tabs.Panel>
        <Tabs.Panel value="totales" pt="md">
          <SettlementTotalsPanel expediente={expediente} />
        </Tabs.Panel>
        <Tabs.Panel value="subtotales" pt="md">
          <SettlementSubtotalsPanel expediente={expediente} />
        </Tabs.Panel>
        <Tabs.Panel value="comprobantes" pt="md">
          <LineTablePanel table="comprobantes" expediente={expediente} />
        </Tabs.Panel>
        <Tabs.Panel value="copago" pt="md">
          <LineTablePanel table="copago" expediente={expediente} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
