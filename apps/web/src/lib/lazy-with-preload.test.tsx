import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

function Greeting({ name }: { name: string }) {
  const [greeting] = useState(`Hola, ${name}`);
  return <p>{greeting}</p>;
}

const loader = () => {
  const load = vi.fn(() => Promise.resolve({ default: Greeting }));
  return { load, Lazy: lazyWithPreload(load) };
};

describe('a lazy component that can be preloaded', () => {
  it('imports its code once, however often it is preloaded, loaded and rendered', async () => {
    const { load, Lazy } = loader();
    Lazy.preload();
    Lazy.preload();
    expect(await Lazy.load()).toBe(Greeting);
    render(<Lazy name="Marta" />);
    expect((await screen.findByText('Hola, Marta')).textContent).toBe('Hola, Marta');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without a fallback, when its code arrived before the render', async () => {
    const { Lazy } = loader();
    await Lazy.load();
    render(<Lazy name="Juan" />);
    // Synchronously: nothing suspended, so no Suspense boundary was needed.
    expect(screen.getByText('Hola, Juan').textContent).toBe('Hola, Juan');
  });

  it('suspends like React.lazy when its code has not arrived yet', async () => {
    const { Lazy } = loader();
    const { Suspense } = await import('react');
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Cargando…').textContent).toBe('Cargando…');
    expect((await screen.findByText('Hola, Ana')).textContent).toBe('Hola, Ana');
  });

  it('leaves a failed preload to the render, which reports the import error', async () => {
    const failing = lazyWithPreload<object>(() => Promise.reject(new Error('chunk missing')));
    failing.preload();
    await expect(failing.load()).rejects.toThrow('chunk missing');
  });
});
