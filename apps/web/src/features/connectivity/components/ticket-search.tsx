import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { TicketByNumber } from './ticket-by-number';

export const TICKET_NUMBER_MESSAGE = 'Ingresá el número de ticket (solo dígitos).';

/** Búsqueda de tickets: reprint (and cancel) a ticket by its number. */
export function TicketSearch({ autoFocus }: { autoFocus: boolean }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [nroTicket, setNroTicket] = useState<number | null>(null);
  const [round, setRound] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!/^\d{1,12}$/.test(trimmed) || Number(trimmed) === 0) {
      setError(TICKET_NUMBER_MESSAGE);
      return;
    }
    setError(undefined);
    setNroTicket(Number(trimmed));
    setRound((value) => value + 1);
  };

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
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={error}
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
