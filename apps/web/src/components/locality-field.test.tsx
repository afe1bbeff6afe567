import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  LocalityField,
  useLocalitySearch,
  type ChosenLocality,
  type LocalityOption,
} from './locality-field';

const BELGRANO: LocalityOption = { id: 9, label: 'Belgrano (Comuna 13)', chosen: 'Belgrano' };

/** A form that holds the chosen locality, as the directory's search and the place form do. */
function Harness({ onSubmit, asked }: { onSubmit: () => void; asked: (text: string) => void }) {
  const [value, setValue] = useState<ChosenLocality>({ id: 0, text: '' });
  const search = useLocalitySearch(value);
  if (search.asking) asked(search.asking);
  return (
    <MantineProvider env="test">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <LocalityField
          label="Localidad"
          listLabel="Localidades sugeridas"
          search={search}
          options={search.asking.startsWith('bel') ? [BELGRANO] : []}
          fetching={false}
          value={value}
          onChange={setValue}
        />
        <output>{`elegida: ${value.id}`}</output>
      </form>
    </MantineProvider>
  );
}

describe('LocalityField', () => {
  it('asks once typing pauses, picks a suggestion, and typing again drops it', async () => {
    const user = userEvent.setup();
    const asked = vi.fn();
    const submitted = vi.fn();
    render(<Harness onSubmit={submitted} asked={asked} />);
    const field = screen.getByRole('combobox', { name: 'Localidad' });
    await user.type(field, 'bel');

    const option = await screen.findByRole('option', { name: BELGRANO.label }, { timeout: 3000 });
    expect(new Set(asked.mock.calls.map(([text]) => text))).toEqual(new Set(['bel']));
    // Enter while suggestions are shown never sends the form.
    await user.keyboard('{Enter}');
    expect(submitted).not.toHaveBeenCalled();

    await user.click(option);
    expect(screen.getByText('elegida: 9')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('Belgrano');
    expect(screen.queryByRole('option')).toBeNull();

    await user.type(field, 'x');
    await waitFor(() => expect(screen.getByText('elegida: 0')).toBeTruthy());
  });
});
