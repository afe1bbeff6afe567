import { Alert, Button, DataList, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { EligibilityResponse, ServiceDto } from '@portal/contracts';
import { parseAffiliateNumber } from '@portal/domain/affiliates';
import { TYPED_DATE_INVALID } from '@portal/domain/format';
import { useRef, useState, type FormEvent } from 'react';
import { DateField } from '@/components/date-field/date-field';
import { useReportError } from '@/components/dialogs/use-report-error';
import { ScrollTable } from '@/components/scroll-table';
import { AffiliateNumberInput } from '@/entities/affiliate/affiliate-number-input';
import { CoverageResult } from '@/entities/coverage/coverage-result';
import { ServiceSearch } from '@/entities/service/service-search';
import { errorMessage } from '@/lib/api-error';
import { useClock } from '@/lib/clock';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { formatMoney, formatOrderDate, formatPlan, typedDayToServer } from '@/lib/format';
import { useProviderId } from '@/lib/session/use-provider-id';
import { useEligibility } from '../api/eligibility';
import { useExceptedServices } from '../api/excepted-services';
import { FormPanel } from './form-panel';

function ExceptedServices({ codigoPlan }: { codigoPlan: number }) {
  const [asked, setAsked] = useState(false);
  const services = useExceptedServices(asked ? codigoPlan : null);
  if (!asked) {
    return (
      <Group>
        <Button variant="light" onClick={() => setAsked(true)}>
          Ver prestaciones exceptuadas del plan
        </Button>
      </Group>
    );
  }
  if (services.isPending) return <Text size="sm">Buscando prestaciones exceptuadas…</Text>;
  if (services.isError) return <Alert color="red">{errorMessage(services.error)}</Alert>;
  if (services.data.length === 0) {
    return <Text size="sm">El plan {codigoPlan} no tiene prestaciones exceptuadas.</Text>;
  }
  return (
    <ScrollTable label={`Prestaciones exceptuadas del plan ${codigoPlan}`} maxHeight={320}>
      <Table striped withTableBorder captionSide="top" miw={420}>
        <Table.Caption>Prestaciones exceptuadas del plan {codigoPlan}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Código</Table.Th>
            <Table.Th scope="col">Descripción</Table.Th>
            <Table.Th scope="col">Nomenclador</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {services.data.map((service) => (
            <Table.Tr key={service.codigo}>
              <Table.Td>{service.codigo}</Table.Td>
              <Table.Td>{service.descripcion}</Table.Td>
              <Table.Td>{service.nomenclador}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function EligibilityAnswer({ answer }: { answer: EligibilityResponse }) {
  const providerId = useProviderId();
  const affiliate = answer.afiliado;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Resultado de elegibilidad">
      <Stack gap="md">
        {answer.isValid ? (
          <Alert color="green" variant="light" title="Afiliado válido">
            {affiliate ? `${affiliate.nombre} ${affiliate.apellido}` : null}
          </Alert>
        ) : (
          <Alert color="red" variant="light" title="Afiliado no válido">
            <Text fw={700}>{answer.mensaje}</Text>
          </Alert>
        )}
        {affiliate && (
          <DataList labelWidth="10rem">
            <DataList.Item>
              <DataList.ItemLabel>Afiliado</DataList.ItemLabel>
              <DataList.ItemValue>{`${affiliate.numero} · ${affiliate.nombre} ${affiliate.apellido}`}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Estado</DataList.ItemLabel>
              <DataList.ItemValue>{affiliate.estadoDesc}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Plan</DataList.ItemLabel>
              <DataList.ItemValue>{formatPlan(affiliate.plan)}</DataList.ItemValue>
            </DataList.Item>
            {answer.prestacion && (
              <DataList.Item>
                <DataList.ItemLabel>Prestación</DataList.ItemLabel>
                <DataList.ItemValue>{`${answer.prestacion.codigo} · ${answer.prestacion.descripcion}`}</DataList.ItemValue>
              </DataList.Item>
            )}
            {answer.copago !== null && (
              <DataList.Item>
                <DataList.ItemLabel>Copago</DataList.ItemLabel>
                <DataList.ItemValue>{formatMoney(answer.copago)}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList>
        )}
        {answer.isValid && answer.prestacion && (
          <CoverageResult scope="conectividad" providerId={providerId} result={answer.cobertura} />
        )}
        {answer.isValid && affiliate && <ExceptedServices codigoPlan={affiliate.plan.codigo} />}
      </Stack>
    </Paper>
  );
}

/** Elegibilidad: affiliate (and, optionally, a service's coverage) without writing anything. */
export function EligibilityPanel({ autoFocus }: { autoFocus: boolean }) {
  const now = useClock();
  const reportError = useReportError();
  const [creden, setCreden] = useState('');
  const [service, setService] = useState<ServiceDto | null>(null);
  const [day, setDay] = useState(() => formatOrderDate(now()));
  const [errors, setErrors] = useState<{ creden?: string; fecha?: string }>({});
  const formRef = useRef<HTMLFormElement>(null);
  const eligibility = useEligibility();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAffiliateNumber(creden);
    const fecha = typedDayToServer(day);
    setErrors({
      creden: parsed.ok ? undefined : parsed.message,
      fecha: fecha ? undefined : TYPED_DATE_INVALID,
    });
    if (!parsed.ok || !fecha) {
      focusFirstInvalid(formRef.current);
      return;
    }
    eligibility.mutate(
      { creden, fecha, ...(service ? { prestacion: service.codigo } : {}) },
      { onError: (error) => reportError(error) },
    );
  };

  return (
    <Stack gap="lg">
      <FormPanel title="Elegibilidad" formRef={formRef} onSubmit={submit}>
        <AffiliateNumberInput
          autoFocus={autoFocus}
          required
          maw={480}
          value={creden}
          onChange={(event) => setCreden(event.currentTarget.value)}
          error={errors.creden}
        />
        <Group align="flex-start" wrap="wrap">
          <div className="grow-field">
            <ServiceSearch
              scope="conectividad"
              label="Prestación (opcional)"
              value={service}
              onChange={setService}
            />
          </div>
          <DateField label="Fecha" w={200} value={day} onChange={setDay} error={errors.fecha} />
        </Group>
        <Group>
          <Button type="submit" loading={eligibility.isPending}>
            Consultar elegibilidad
          </Button>
        </Group>
      </FormPanel>
      <div
        aria-live="polite"
        className={eligibility.isPending ? 'result-slot result-slot--busy' : 'result-slot'}
      >
        {eligibility.data && <EligibilityAnswer answer={eligibility.data} />}
      </div>
    </Stack>
  );
}
