import { Button, Group, Loader, Stack } from '@mantine/core';
import type { AffiliateValidationResponse, CoverageQuery, ServiceDto } from '@portal/contracts';
import { formatAffiliateNumber, type AffiliateNumber } from '@portal/domain/affiliates';
import { TYPED_DATE_INVALID } from '@portal/domain/format';
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
  const [service, setService] = useState<ServiceDto | null>(null);
  const [day, setDay] = useState(() => formatOrderDate(now()));
  const [errors, setErrors] = useState<{ service?: string; date?: string }>({});
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fecha = typedDayToServer(day);
    const next = {
      service: service ? undefined : COVERAGE_FIELD_MESSAGES.service,
      date: fecha ? undefined : TYPED_DATE_INVALID,
    };
    setErrors(next);
    if (!service || !fecha) {
      focusFirstInvalid(formRef.current);
      return;
    }
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
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Consultar cobertura">
      <Stack gap="md">
        <Group align="flex-start" wrap="wrap">
          <div className="grow-field">
            <ServiceSearch
              scope="validador"
              value={service}
              onChange={(next) => {
                setService(next);
                setQuery(null);
              }}
              error={errors.service}
              required
            />
          </div>
          <DateField
            label="Fecha"
            description="Fecha en que se da la prestación (dd/mm/aaaa)."
            required
            w={200}
            value={day}
            onChange={(text) => {
              setDay(text);
              setQuery(null);
            }}
            error={errors.date}
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
          ) : answered && service ? (
            <CoverageResult
              scope="validador"
              providerId={providerId}
              result={coverage.data}
              entry={{ creden: formatAffiliateNumber(number), service, day }}
            />
          ) : null}
        </section>
      </Stack>
    </form>
  );
}
