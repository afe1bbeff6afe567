import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Button, Group, Radio, Select, Stack } from '@mantine/core';
import {
  connectivityMessage,
  type ConnectivityTicket,
  type DiagnosisDto,
  type ServiceDto,
} from '@portal/contracts';
import { COVERAGE_MESSAGES } from '@portal/domain/coverage';
import { CONNECTIVITY_TRANSACTION_TYPE } from '@portal/domain/connectivity';
import { formatServerDate, TYPED_DATE_INVALID } from '@portal/domain/format';
import { parseAffiliateNumber } from '@portal/domain/affiliates';
import { parseQuantity } from '@portal/domain/authorizations';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { DateField } from '@/components/date-field/date-field';
import { QuantityField } from '@/components/quantity-field';
import { useReportError } from '@/components/dialogs/use-report-error';
import { AffiliateNumberInput } from '@/entities/affiliate/affiliate-number-input';
import { readServiceEntryHandoff } from '@/entities/coverage/service-entry-handoff';
import { ServiceSearch } from '@/entities/service/service-search';
import { useTerminals } from '@/entities/terminal/terminals';
import { isAlreadyReported, isApiError } from '@/lib/api-error';
import { useClock } from '@/lib/clock';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { formatOrderDate, typedDayToServer } from '@/lib/format';
import { useProviderId, useReadOnly } from '@/lib/session/use-provider-id';
import { postEnterDiagnosis } from '../api/enter-diagnosis';
import { useEnterService } from '../api/enter-service';
import { DiagnosisPicker } from './diagnosis-picker';
import { Refusal } from './refusal';
import { TicketByNumber } from './ticket-by-number';
import { useHttp } from '@/lib/session/session-context';
import { FormPanel } from './form-panel';
import { lastTerminal, rememberTerminal } from './last-terminal';

export const ENTRY_MESSAGES = {
  service: 'Elegí una prestación de la lista.',
} as const;

type Errors = Partial<Record<'creden' | 'prestacion' | 'cantidad' | 'alta' | 'termId', string>>;

/** The quantity as the contract reads it: a wrong one is refused in its words, never clamped. */
const quantitySchema = connectivityMessage.shape.cantidad;

/**
 * Ingreso de prestaciones: the connectivity message of spec §3 → an accepted ticket. Opened from
 * an approved coverage check, it comes filled in with that affiliate, service and day, and the
 * focus waits on what is still missing: the terminal, or "Registrar prestación".
 */
export function EnterServiceForm({ autoFocus }: { autoFocus: boolean }) {
  const location = useLocation();
  const [handoff] = useState(() => readServiceEntryHandoff(location.state));
  const now = useClock();
  const http = useHttp();
  const providerId = useProviderId();
  const readOnly = useReadOnly();
  const terminals = useTerminals('conectividad', providerId);
  const active = (terminals.data ?? []).filter((terminal) => terminal.activa);
  const [creden, setCreden] = useState(handoff?.creden ?? '');
  const [service, setService] = useState<ServiceDto | null>(handoff?.service ?? null);
  const [serviceKey, setServiceKey] = useState(0);
  const [cantidad, setCantidad] = useState('1');
  const [tipoMensaje, setTipoMensaje] = useState<'IP' | 'II'>('IP');
  const [day, setDay] = useState(() => handoff?.day ?? formatOrderDate(now()));
  const [terminal, setTerminal] = useState<string | null>(null);
  const [diagnoses, setDiagnoses] = useState<DiagnosisDto[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [ticket, setTicket] = useState<{ nro: number; initial?: ConnectivityTicket } | null>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const terminalRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const enter = useEnterService();
  const reportError = useReportError();
  const remembered = lastTerminal(providerId);
  const chosenTerminal =
    terminal ??
    (active.length === 1
      ? (active[0]?.codigo ?? null)
      : (active.find((item) => item.codigo === remembered)?.codigo ?? null));
  const terminalsKnown = terminals.isFetched;
  const needsTerminal = active.length > 0 && !chosenTerminal;

  // A handed-over entry waits for the terminals (is one needed?) before placing the focus, once.
  const handoffFocused = useRef(false);
  useEffect(() => {
    if (!handoff || handoffFocused.current || !terminalsKnown) return;
    handoffFocused.current = true;
    (needsTerminal ? terminalRef.current : submitRef.current)?.focus();
  }, [handoff, terminalsKnown, needsTerminal]);

  const accept = async (accepted: ConnectivityTicket, more: DiagnosisDto[]) => {
    // Further diagnoses go on the new ticket one by one (ingresa-diagnostico); the ticket is
    // then read again so it lists them.
    for (const diagnosis of more) {
      await postEnterDiagnosis(http, providerId, {
        nroTicket: accepted.nroTicket,
        icd: diagnosis.codigo,
      }).catch((error: unknown) => reportError(error));
    }
    setTicket({ nro: accepted.nroTicket, ...(more.length === 0 ? { initial: accepted } : {}) });
    setService(null);
    setServiceKey((key) => key + 1);
    setDiagnoses([]);
    setCantidad('1');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAffiliateNumber(creden);
    const alta = typedDayToServer(day);
    const quantity = quantitySchema.safeParse(parseQuantity(cantidad));
    const next: Errors = {
      creden: parsed.ok ? undefined : parsed.message,
      prestacion: service ? undefined : ENTRY_MESSAGES.service,
      cantidad: quantity.success ? undefined : quantity.error.issues[0]?.message,
      alta: alta ? undefined : TYPED_DATE_INVALID,
      termId: active.length > 0 && !chosenTerminal ? COVERAGE_MESSAGES.terminalRequired : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean) || !service || !alta || !quantity.success) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const [main, ...more] = diagnoses;
    enter.mutate(
      {
        creden,
        prestacion: service.codigo,
        cantidad: quantity.data,
        tipoMensaje,
        tipo: CONNECTIVITY_TRANSACTION_TYPE,
        alta,
        fecdif: alta === formatServerDate(now()) ? 'N' : 'S',
        manual: 'S',
        ...(chosenTerminal ? { termId: chosenTerminal } : {}),
        ...(main ? { icd: main.codigo } : {}),
      },
      {
        onSuccess: (accepted) => {
          if (chosenTerminal) rememberTerminal(providerId, chosenTerminal);
          void accept(accepted, more);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'VALIDATION') {
            const byField: Errors = {};
            for (const detail of error.details) {
              const field = detail.path.split('.')[0] as keyof Errors;
              byField[field] ??= detail.message;
            }
            setErrors(byField);
            focusFirstInvalid(formRef.current);
          }
        },
      },
    );
  };

  const clear = () => {
    setCreden('');
    setService(null);
    setServiceKey((key) => key + 1);
    setDiagnoses([]);
    setCantidad('1');
    setErrors({});
    setTicket(null);
    enter.reset();
    numberRef.current?.focus();
  };

  const refused =
    enter.isError &&
    !isAlreadyReported(enter.error) &&
    !(isApiError(enter.error) && enter.error.code === 'VALIDATION');

  return (
    <Stack gap="lg">
      <FormPanel title="Ingreso de prestaciones" formRef={formRef} onSubmit={submit}>
        <AffiliateNumberInput
          ref={numberRef}
          autoFocus={autoFocus && !handoff}
          required
          maw={480}
          value={creden}
          onChange={(event) => setCreden(event.currentTarget.value)}
          error={errors.creden}
        />
        <Group align="flex-start" wrap="wrap">
          <div className="grow-field">
            <ServiceSearch
              key={serviceKey}
              scope="conectividad"
              value={service}
              onChange={setService}
              error={errors.prestacion}
              required
            />
          </div>
          <QuantityField
            label="Cantidad"
            required
            value={cantidad}
            onChange={(event) => setCantidad(event.currentTarget.value)}
            error={errors.cantidad}
          />
        </Group>
        <Group align="flex-start" wrap="wrap">
          <Radio.Group
            label="Tipo de prestación"
            value={tipoMensaje}
            onChange={(value) => setTipoMensaje(value === 'II' ? 'II' : 'IP')}
          >
            <Group gap="md" mt={6}>
              <Radio value="IP" label="Prestación (IP)" />
              <Radio value="II" label="Prestación inmediata (II)" />
            </Group>
          </Radio.Group>
          <DateField
            label="Fecha de la prestación"
            required
            w={200}
            value={day}
            onChange={setDay}
            error={errors.alta}
          />
          {active.length > 0 && (
            <Select
              ref={terminalRef}
              label="Terminal"
              required
              w={340}
              data={active.map((item) => ({
                value: item.codigo,
                label: `${item.codigo} · ${item.descripcion}`,
              }))}
              value={chosenTerminal}
              onChange={(value) => {
                setTerminal(value);
                // A handed-over entry lacked only this: the next Enter registers it.
                if (handoff && value && !ticket) setTimeout(() => submitRef.current?.focus(), 0);
              }}
              error={errors.termId}
              allowDeselect={false}
            />
          )}
        </Group>
        <DiagnosisPicker value={diagnoses} onChange={setDiagnoses} />
        <Group gap="sm">
          <Button ref={submitRef} type="submit" loading={enter.isPending} disabled={readOnly}>
            Registrar prestación
          </Button>
          <Button type="button" variant="default" onClick={clear}>
            Nueva prestación
          </Button>
        </Group>
      </FormPanel>
      <div aria-live="polite">{refused && <Refusal error={enter.error} />}</div>
      {ticket && (
        <TicketByNumber
          key={ticket.nro}
          nroTicket={ticket.nro}
          {...(ticket.initial ? { initial: ticket.initial } : {})}
          focusOnMount
        />
      )}
    </Stack>
  );
}
