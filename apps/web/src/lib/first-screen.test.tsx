import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AfterFirstScreen,
  createFirstScreen,
  FirstScreenContent,
  FirstScreenContext,
} from './first-screen';

const Watchers = () => <p>Vigilando la sesión</p>;

function renderWith(firstScreen = createFirstScreen(2500)) {
  render(
    <FirstScreenContext value={firstScreen}>
      <AfterFirstScreen component={Watchers} fallback={<p>Reservado</p>} />
    </FirstScreenContext>,
  );
  return firstScreen;
}

describe('the parts nobody waits for, after the first screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the fallback until the page marks its content on screen, then the part', () => {
    const firstScreen = renderWith();
    expect(screen.getByText('Reservado').textContent).toBe('Reservado');
    expect(screen.queryByText('Vigilando la sesión')).toBeNull();
    act(() => firstScreen.mark());
    expect(screen.getByText('Vigilando la sesión').textContent).toBe('Vigilando la sesión');
  });

  it("shows the part as soon as a page's content is on screen", () => {
    const firstScreen = createFirstScreen(2500);
    render(
      <FirstScreenContext value={firstScreen}>
        <AfterFirstScreen component={Watchers} fallback={<p>Reservado</p>} />
        <FirstScreenContent>
          <h1>Validar afiliado</h1>
        </FirstScreenContent>
      </FirstScreenContext>,
    );
    expect(firstScreen.shown()).toBe(true);
    expect(screen.getByText('Vigilando la sesión').textContent).toBe('Vigilando la sesión');
  });

  it('shows the part after the fallback time when no page marks the screen', () => {
    renderWith();
    act(() => {
      vi.advanceTimersByTime(2499);
    });
    expect(screen.queryByText('Vigilando la sesión')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Vigilando la sesión').textContent).toBe('Vigilando la sesión');
  });

  it('waits for nothing without a fallback time (tests, the prerender)', () => {
    renderWith(createFirstScreen());
    expect(screen.getByText('Vigilando la sesión').textContent).toBe('Vigilando la sesión');
  });

  it('tells each listener once, however often the screen is marked', () => {
    const firstScreen = createFirstScreen(2500);
    const listener = vi.fn();
    firstScreen.subscribe(listener);
    firstScreen.mark();
    firstScreen.mark();
    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(firstScreen.shown()).toBe(true);
  });
});
