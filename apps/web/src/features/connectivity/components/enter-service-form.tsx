import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Button, Group, Radio, Select, Stack } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { connectivityMessage, type ConnectivityTicket, type DiagnosisDto } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
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
import { formatOrderDate } from '@/lib/format';
import { useProviderId, useReadOnly } from '@/lib/session/use-provider-id';
import { postEnterDiagnosis } from '../api/enter-diagnosis';
import { useEnterService } from '../api/enter-service';
import { DiagnosisPicker } from './diagnosis-picker';
import {
  entryRules,
  toEntryBody,
  type EntryContext,
  type EntryValues,
} from './enter-service-values';
import { Refusal } from './refusal';
import { TicketByNumber } from './ticket-by-number';
import { useHttp } from '@/lib/session/session-context';
import { FormPanel } from './form-panel';
import { lastTerminal, rememberTerminal } from './last-terminal';

export { ENTRY_MESSAGES } from './enter-service-values';

const bySchema = schemaResolver(connectivityMessage, { sync: true });

/** What a new entry starts from: the quantity one, and nothing picked. */
const freshEntry = (): Pick<EntryValues, 'prestacion' | 'cantidad' | 'diagnoses'> => ({
  prestacion: null,
  cantidad: '1',
  diagnoses: [],
});

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
  const [serviceKey, setServiceKey] = useState(0);
  const [ticket, setTicket] = useState<{ nro: number; initial?: ConnectivityTicket } | null>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const terminalRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const enter = useEnterService();
  const reportError = useReportError();
  const remembered = lastTerminal(providerId);
  const form = useForm<EntryValues>({
    mode: 'controlled',
    initialValues: {
      ...freshEntry(),
      creden: handoff?.creden ?? '',
      prestacion: handoff?.service ?? null,
      tipoMensaje: 'IP',
      alta: handoff?.day ?? formatOrderDate(now()),
      termId: null,
    },
    validate: (values): FormErrors => ({
      ...bySchema(toEntryBody(values, context())),
      ...entryRules(values, context()),
    }),
  });
  const values = form.values;
  const chosenTerminal =
    values.termId ??
    (active.length === 1
      ? (active[0]?.codigo ?? null)
      : (active.find((item) => item.codigo === remembered)?.codigo ?? null));
  const terminalsKnown = terminals.isFetched;
  const needsTerminal = active.length > 0 && !chosenTerminal;
  // Read when the form validates and sends, after this render has chosen the terminal.
  function context(): EntryContext {
    return { now: now(), terminal: chosenTerminal, needsTerminal: active.length > 0 };
  }

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
    form.setValues(freshEntry());
    setServiceKey((key) => key + 1);
  };

  const submit = form.onSubmit(
    (valid, event) => {
      const element = (event?.currentTarget as HTMLFormElement) ?? null;
      const [, ...more] = valid.diagnoses;
      const terminal = chosenTerminal;
      enter.mutate(toEntryBody(valid, context()), {
        onSuccess: (accepted) => {
          if (terminal) rememberTerminal(providerId, terminal);
          void accept(accepted, more);
        },
        onError: (error) => {
          if (!isApiError(error) || error.code !== 'VALIDATION') return;
          // The server read the same schema: its problems go back on their fields.
          const byField: FormErrors = {};
          for (const detail of error.details) {
            byField[detail.path.replace(/^body\./, '')] ??= detail.message;
          }
          form.setErrors(byField);
          focusFirstInvalid(element);
        },
      });
    },
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );

  const clear = () => {
    form.setValues({ ...freshEntry(), creden: '' });
    form.clearErrors();
    setServiceKey((key) => key + 1);
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
      <FormPanel title="Ingreso de prestaciones" onSubmit={submit}>
        <AffiliateNumberInput
          ref={numberRef}
          autoFocus={autoFocus && !handoff}
          required
          maw={480}
          {...form.getInputProps('creden')}
        />
        <Group align="flex-start" wrap="wrap">
          <div className="grow-field">
            <ServiceSearch
              key={serviceKey}
              scope="conectividad"
              value={values.prestacion}
              onChange={(service) => form.setFieldValue('prestacion', service)}
              error={form.errors.prestacion as string | undefined}
              required
            />
          </div>
          <QuantityField label="Cantidad" required {...form.getInputProps('cantidad')} />
        </Group>
        <Group align="flex-start" wrap="wrap">
          <Radio.Group
            label="Tipo de prestación"
            value={values.tipoMensaje}
            onChange={(value) => form.setFieldValue('tipoMensaje', value === 'II' ? 'II' : 'IP')}
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
            {...form.getInputProps('alta')}
            value={values.alta}
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
                form.setFieldValue('termId', value);
                // A handed-over entry lacked only this: the next Enter registers it.
                if (handoff && value && !ticket) setTimeout(() => submitRef.current?.focus(), 0);
              }}
              error={form.errors.termId}
              allowDeselect={false}
            />
          )}
        </Group>
        <DiagnosisPicker
          value={values.diagnoses}
          onChange={(diagnoses) => form.setFieldValue('diagnoses', diagnoses)}
        />
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
