import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says what happened and what to do, with its action; the drawing is hidden from readers', () => {
    const { container } = render(
      <MantineProvider>
        <EmptyState
          title="No se encontraron resultados."
          hint="Probá con otro período."
          action={<button type="button">Nueva búsqueda</button>}
        />
      </MantineProvider>,
    );
    expect(screen.getByText('No se encontraron resultados.')).toBeTruthy();
    expect(screen.getByText('Probá con otro período.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nueva búsqueda' })).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('without a hint shows the title alone', () => {
    const { container } = render(
      <MantineProvider>
        <EmptyState icon="inbox" title="No hay autorizaciones de este paciente en tu prestador." />
      </MantineProvider>,
    );
    expect(container.querySelector('.empty-state')?.textContent).toBe(
      'No hay autorizaciones de este paciente en tu prestador.',
    );
  });
});
