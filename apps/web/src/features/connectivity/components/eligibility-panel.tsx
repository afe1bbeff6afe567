import { Alert, Button, DataList, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { eligibilityRequest, type EligibilityResponse, type ServiceDto } from '@portal/contracts';
import { TYPED_DATE_INVALID } from '@portal/domain/format';
import { useState } from 'react';
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
import { useEligibility, type EligibilityBody } from '../api/eligibility';
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

/** What the check holds: the body's fields, the service picked whole and the day as typed. */
interface EligibilityValues {
  creden: string;
  prestacion: ServiceDto | null;
  fecha: string;
}

const bySchema = schemaResolver(eligibilityRequest, { sync: true });

function toBody(values: EligibilityValues): EligibilityBody {
  const fecha = typedDayToServer(values.fecha);
  return {
    creden: values.creden,
    ...(values.prestacion ? { prestacion: values.prestacion.codigo } : {}),
    ...(fecha ? { fecha } : {}),
  };
}

/** The contract's schema of the body; a typed day that does not exist, in the form's words. */
function validate(values: EligibilityValues): FormErrors {
  const errors: FormErrors = { ...bySchema(toBody(values)) };
  if (!typedDayToServer(values.fecha)) errors.fecha = TYPED_DATE_INVALID;
  return errors;
}

/** Elegibilidad: affiliate (and, optionally, a service's coverage) without writing anything. */
export function EligibilityPanel({ autoFocus }: { autoFocus: boolean }) {
  const now = useClock();
  const reportError = useReportError();
  const form = useForm<EligibilityValues>({
    mode: 'controlled',
    initialValues: { creden: '', prestacion: null, fecha: formatOrderDate(now()) },
    validate,
  });
  const eligibility = useEligibility();

  const submit = form.onSubmit(
    (values) => eligibility.mutate(toBody(values), { onError: (error) => reportError(error) }),
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );

  return (
    <Stack gap="lg">
      <FormPanel title="Elegibilidad" onSubmit={submit}>
        <AffiliateNumberInput
          autoFocus={autoFocus}
          required
          maw={480}
          {...form.getInputProps('creden')}
        />
        <Group align="flex-start" wrap="wrap">
          <div className="grow-field">
            <ServiceSearch
              scope="conectividad"
              label="Prestación (opcional)"
              value={form.values.prestacion}
              onChange={(service) => form.setFieldValue('prestacion', service)}
            />
          </div>
          <DateField
            label="Fecha"
            w={200}
            {...form.getInputProps('fecha')}
            value={form.values.fecha}
          />
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
