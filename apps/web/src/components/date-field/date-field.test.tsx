import { MantineProvider } from '@mantine/core';
import { parseTypedDate, TYPED_DATE_INVALID } from '@portal/domain/format';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';

/** A form as the portal's forms use the field: parse on submit, show the message, send a day. */
function DateForm({ initial = '', onDay }: { initial?: string; onDay: (day: Date) => void }) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const day = parseTypedDate(text);
    setError(day ? undefined : TYPED_DATE_INVALID);
    if (day) onDay(day);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Prueba">
      <DateField
        label="Fecha"
        name="fecha"
        required
        value={text}
        onChange={setText}
        error={error}
      />
      <button type="submit">Enviar</button>
    </form>
  );
}

function renderForm(initial?: string) {
  const onDay = vi.fn<(day: Date) => void>();
  const user = userEvent.setup();
  render(
    <MantineProvider env="test">
      <DateForm onDay={onDay} {...(initial === undefined ? {} : { initial })} />
    </MantineProvider>,
  );
  const field = screen.getByLabelText<HTMLInputElement>(/^Fecha/);
  return { user, field, onDay };
}

describe('DateField', () => {
  it('is a labelled, required text field that asks for dd/mm/aaaa', () => {
    const { field } = renderForm();
    expect(screen.getByRole('textbox', { name: /^Fecha/ })).toBe(field);
    expect(field.type).toBe('text');
    expect(field.name).toBe('fecha');
    expect(field.required).toBe(true);
    expect(field.placeholder).toBe('dd/mm/aaaa');
    expect(field.inputMode).toBe('numeric');
    expect(field.autocomplete).toBe('off');
    expect(field.maxLength).toBe(10);
    const described = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described.split(' ')[0] ?? '')?.textContent).toBe(
      'Formato dd/mm/aaaa.',
    );
  });

  it('shows a default day as dd/mm/aaaa', () => {
    const { field } = renderForm('09/03/2026');
    expect(field.value).toBe('09/03/2026');
  });

  it.each([
    ['10032026', '10/03/2026', '2026-03-10T03:00:00.000Z'],
    ['10/03/2026', '10/03/2026', '2026-03-10T03:00:00.000Z'],
    ['1/3/2026', '1/3/2026', '2026-03-01T03:00:00.000Z'],
    ['29022024', '29/02/2024', '2024-02-29T03:00:00.000Z'],
  ])('typing "%s" shows "%s" and gives that day', async (typed, shown, iso) => {
    const { user, field, onDay } = renderForm();
    await user.type(field, typed);
    expect(field.value).toBe(shown);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onDay).toHaveBeenCalledOnce();
    expect(onDay.mock.calls[0]?.[0].toISOString()).toBe(iso);
  });

  it('a digit typed in the middle is left where it was typed (no slash jumps in)', async () => {
    const { user, field } = renderForm('10/03');
    await user.type(field, '5', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(field.value).toBe('150/03');
  });

  it('a slash typed after a full day is not doubled', async () => {
    const { user, field } = renderForm();
    await user.type(field, '10/03/2026');
    expect(field.value).toBe('10/03/2026');
    await user.clear(field);
    await user.type(field, '100');
    expect(field.value).toBe('10/0');
  });

  it('an impossible date shows the Spanish message on the field and sends nothing', async () => {
    const { user, field, onDay } = renderForm();
    await user.type(field, '31042026');
    expect(field.value).toBe('31/04/2026');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(TYPED_DATE_INVALID)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(
      screen.getByText(TYPED_DATE_INVALID).id,
    );
    expect(onDay).not.toHaveBeenCalled();
  });

  it('hands its ref and blur to the form', async () => {
    const ref = createRef<HTMLInputElement>();
    const onBlur = vi.fn();
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <DateField
          ref={ref}
          label="Desde"
          description={null}
          value=""
          onChange={() => undefined}
          onBlur={onBlur}
          aria-label="Fecha desde"
        />
      </MantineProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Fecha desde' });
    expect(ref.current).toBe(field);
    expect(field.hasAttribute('aria-describedby')).toBe(false);
    await user.click(field);
    await user.tab();
    expect(onBlur).toHaveBeenCalledOnce();
  });
});
