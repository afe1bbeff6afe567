import { Button, Group, Loader, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AffiliateValidationResponse, CoverageQuery, ServiceDto } from '@portal/contracts';
import { formatAffiliateNumber, type AffiliateNumber } from '@portal/domain/affiliates';
import { TYPED_DATE_INVALID } from '@portal/domain/format';
import { useEffect, useRef, useState } from 'react';
import { DateField } from '@/components/date-field/date-field';
import { ServiceSearch } from '@/entities/service/service-search';
import { useClock } from '@/lib/clock';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { formatOrderDate, typedDayToServer } from '@/lib/format';
import { useProviderId } from '@/lib/session/use-provider-id';
import { useCoverageCheck } from './coverage-query';
import { CoverageResult } from './coverage-result';

export const COVERAGE_FIELD_MESSAGES = {
  service: 'Elegí una prestación de la lista.',
} as const;

type Affiliate = NonNullable<AffiliateValidationResponse['affiliate']>;

interface CoverageValues {
  service: ServiceDto | null;
  /** As typed, dd/mm/aaaa. */
  day: string;
}

/** What the form holds before the query can be written: a service picked, a day that exists. */
const COVERAGE_RULES = {
  service: (service: ServiceDto | null) => (service ? null : COVERAGE_FIELD_MESSAGES.service),
  day: (day: string) => (typedDayToServer(day) ? null : TYPED_DATE_INVALID),
};

/** The service, the day and the answer, for a validated affiliate (loaded after the page). */
export function CoverageForm({
  number,
  affiliate,
}: {
  number: AffiliateNumber;
  affiliate: Affiliate;
}) {
  const now = useClock();
  const providerId = useProviderId();
  const form = useForm<CoverageValues>({
    mode: 'controlled',
    initialValues: { service: null, day: formatOrderDate(now()) },
    validate: COVERAGE_RULES,
    // A new service or day drops the answer on screen: it would no longer be the form's.
    onValuesChange: () => setQuery(null),
  });
  const [query, setQuery] = useState<CoverageQuery | null>(null);
  const coverage = useCoverageCheck('validador', query);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLElement>(null);
  // Set by a submission: the answer, once on screen, takes the focus (and is read out).
  const answerAwaited = useRef(false);
  const answered = query !== null && coverage.isSuccess && !coverage.isFetching;

  useEffect(() => {
    if (!answered || !answerAwaited.current) return;
    answerAwaited.current = false;
    resultRef.current?.focus();
  }, [answered]);

  const submit = ({ service, day }: CoverageValues) => {
    const fecha = typedDayToServer(day);
    if (!service || !fecha) return;
    answerAwaited.current = true;
    setQuery({
      prepagaAfilmed: affiliate.prepaga.id,
      codigoPlan: affiliate.plan.codigo,
      fecha,
      nomenclador: service.nomenclador,
      prestacion: service.codigo,
      contratoAfilmed: number.contra,
      integranteAfilmed: number.inte,
      prestador: providerId,
    });
  };

  return (
    <form
      ref={formRef}
      onSubmit={form.onSubmit(submit, () => focusFirstInvalid(formRef.current))}
      noValidate
      aria-label="Consultar cobertura"
    >
      <Stack gap="md">
        <Group align="flex-start" wrap="wrap">
          <div className="grow-field">
            <ServiceSearch
              scope="validador"
              value={form.values.service}
              onChange={(next) => form.setFieldValue('service', next)}
              error={form.errors.service as string | undefined}
              required
            />
          </div>
          <DateField
            label="Fecha"
            description="Fecha en que se da la prestación (dd/mm/aaaa)."
            required
            w={200}
            value={form.values.day}
            onChange={(text) => form.setFieldValue('day', text)}
            error={form.errors.day}
          />
        </Group>
        <Group>
          <Button type="submit" loading={coverage.isFetching}>
            Consultar cobertura
          </Button>
        </Group>
        <section
          ref={resultRef}
          tabIndex={-1}
          aria-label="Resultado de la cobertura"
          className="result-slot"
        >
          {coverage.isFetching ? (
            <Loader size="sm" aria-label="Consultando cobertura" />
          ) : answered && form.values.service ? (
            <CoverageResult
              scope="validador"
              providerId={providerId}
              result={coverage.data}
              entry={{
                creden: formatAffiliateNumber(number),
                service: form.values.service,
                day: form.values.day,
              }}
            />
          ) : null}
        </section>
      </Stack>
    </form>
  );
}
