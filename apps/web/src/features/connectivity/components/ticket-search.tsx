import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { ticketParams } from '@portal/contracts';
import { useState } from 'react';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { TicketByNumber } from './ticket-by-number';

export const TICKET_NUMBER_MESSAGE = 'Ingresá el número de ticket (solo dígitos).';

/** The ticket number as the reprint call's path reads it. */
const bySchema = schemaResolver(ticketParams.pick({ nroTicket: true }), { sync: true });

/** What is no number at all is said in the form's words; a number the call cannot take, in the contract's. */
function validate({ nroTicket }: { nroTicket: string }): FormErrors {
  const trimmed = nroTicket.trim();
  if (!/^\d{1,12}$/.test(trimmed) || Number(trimmed) === 0) {
    return { nroTicket: TICKET_NUMBER_MESSAGE };
  }
  return bySchema({ nroTicket: trimmed });
}

/** Búsqueda de tickets: reprint (and cancel) a ticket by its number. */
export function TicketSearch({ autoFocus }: { autoFocus: boolean }) {
  const form = useForm({ mode: 'controlled', initialValues: { nroTicket: '' }, validate });
  const [nroTicket, setNroTicket] = useState<number | null>(null);
  const [round, setRound] = useState(0);

  const submit = form.onSubmit(
    (values) => {
      setNroTicket(Number(values.nroTicket.trim()));
      setRound((value) => value + 1);
    },
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} noValidate aria-label="Búsqueda de tickets">
          <Stack gap="md" maw={480}>
            <Title order={2} size="h3">
              Reimpresión de tickets
            </Title>
            <TextInput
              label="Número de ticket"
              inputMode="numeric"
              autoComplete="off"
              autoFocus={autoFocus}
              required
              {...form.getInputProps('nroTicket')}
            />
            <Group>
              <Button type="submit">Buscar ticket</Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {nroTicket !== null && (
        <TicketByNumber key={`${nroTicket}-${round}`} nroTicket={nroTicket} focusOnMount />
      )}
    </Stack>
  );
}
