import { MantineProvider } from '@mantine/core';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { QueryView } from './query-view';

type Read = { error: unknown; data: { nombre: string } | undefined };

function show(query: Read, options: { guarded?: boolean; loading?: string } = {}) {
  render(
    <MantineProvider>
      <QueryView query={query} guarded={options.guarded} loading={options.loading}>
        {(data) => <p>{`Hola, ${data.nombre}`}</p>}
      </QueryView>
    </MantineProvider>,
  );
}

const inactive = new ApiError({ status: 403, code: 'MODULE_INACTIVE', message: 'Inactivo' });
const failed = new ApiError({ status: 500, message: 'No pudimos leer los datos.' });

describe('QueryView', () => {
  it('shows a spinner named Cargando while the read is on its way', () => {
    show({ error: null, data: undefined });
    expect(screen.getByLabelText('Cargando')).toBeTruthy();
    expect(screen.queryByText(/Hola/)).toBeNull();
  });

  it("shows the panel's own loading text when it names what it loads", () => {
    show({ error: null, data: undefined }, { loading: 'Cargando totales…' });
    expect(screen.getByText('Cargando totales…')).toBeTruthy();
  });

  it('shows the content once the data arrived', () => {
    show({ error: null, data: { nombre: 'Ana' } });
    expect(screen.getByText('Hola, Ana')).toBeTruthy();
  });

  it("shows a panel's failure as the 'Error' alert with the server's reason", () => {
    show({ error: failed, data: { nombre: 'Ana' } });
    expect(screen.getByRole('alert').textContent).toContain('Error');
    expect(screen.getByRole('alert').textContent).toContain('No pudimos leer los datos.');
    expect(screen.queryByText(/Hola/)).toBeNull();
  });

  it("shows a guarded page's module refusal as the maintenance screen", () => {
    show({ error: inactive, data: undefined }, { guarded: true });
    expect(screen.getByText(EXTRA_MESSAGES.moduleInMaintenance)).toBeTruthy();
  });

  it("shows a guarded page's other failure as 'Ups!' with the server's reason", () => {
    show({ error: failed, data: undefined }, { guarded: true });
    expect(screen.getByText('Ups!')).toBeTruthy();
    expect(screen.getByText('No pudimos leer los datos.')).toBeTruthy();
  });
});
