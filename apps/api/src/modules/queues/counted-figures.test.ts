import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { countedFigures, STALE_WINDOWS } from './counted-figures.ts';

const WINDOW = 1_000;

/** A count the test finishes by hand, numbered in the order they were started. */
function manualCount() {
  const started: { at: number; finish(): void; fail(): void }[] = [];
  const count = (now: Date) =>
    new Promise<number>((resolve, reject) => {
      const n = started.length + 1;
      started.push({
        at: now.getTime(),
        finish: () => resolve(n),
        fail: () => reject(new Error(`count ${n} failed`)),
      });
    });
  return { started, count };
}

describe('countedFigures: figures kept a window, counted anew by one caller', () => {
  it('counts once for callers that arrive together, then answers the count within the window', async () => {
    const clock = fixedClock(new Date('2026-03-02T12:00:00Z'));
    const { started, count } = manualCount();
    const { read } = countedFigures(clock, WINDOW, count, () => undefined);
    const first = [read(), read(), read()];
    expect(started).toHaveLength(1);
    started[0]!.finish();
    expect(await Promise.all(first)).toEqual([1, 1, 1]);
    clock.advance(WINDOW - 1);
    expect(await read()).toBe(1);
    expect(started).toHaveLength(1);
  });

  it('past the window answers the kept figures while one count runs; past the stale bound it waits', async () => {
    const clock = fixedClock(new Date('2026-03-02T12:00:00Z'));
    const { started, count } = manualCount();
    const { read } = countedFigures(clock, WINDOW, count, () => undefined);
    const first = read();
    started[0]!.finish();
    await first;
    clock.advance(WINDOW);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    expect(started).toHaveLength(2);
    expect(started[1]!.at).toBe(clock.now().getTime());
    started[1]!.finish();
    await expect.poll(() => read()).toBe(2);

    clock.advance(WINDOW * STALE_WINDOWS);
    const waiting = read();
    let answered = false;
    void waiting.then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    started[2]!.finish();
    expect(await waiting).toBe(3);
  });

  it('a failed count in the background is reported and tried again by the next caller', async () => {
    const clock = fixedClock(new Date('2026-03-02T12:00:00Z'));
    const { started, count } = manualCount();
    const errors: string[] = [];
    const { read } = countedFigures(clock, WINDOW, count, (error) => errors.push(error.message));
    const first = read();
    started[0]!.finish();
    await first;
    clock.advance(WINDOW);
    expect(await read()).toBe(1);
    started[1]!.fail();
    await expect.poll(() => errors).toEqual(['count 2 failed']);
    expect(await read()).toBe(1);
    expect(started).toHaveLength(3);
  });

  it('a window of 0 counts on every call, and a failure reaches the caller', async () => {
    const clock = fixedClock(new Date('2026-03-02T12:00:00Z'));
    const { started, count } = manualCount();
    const { read, peek } = countedFigures(clock, 0, count, () => undefined);
    expect(peek()).toBeUndefined();
    const [a, b] = [read(), read()];
    expect(started).toHaveLength(2);
    started[0]!.finish();
    started[1]!.fail();
    expect(await a).toBe(1);
    await expect(b).rejects.toThrow('count 2 failed');
  });

  it('peek never waits: it starts the count a caller will need and answers the kept figures', async () => {
    const clock = fixedClock(new Date('2026-03-02T12:00:00Z'));
    const { started, count } = manualCount();
    const { read, peek } = countedFigures(clock, WINDOW, count, () => undefined);
    expect(peek()).toBeUndefined();
    expect(started).toHaveLength(1);
    started[0]!.finish();
    await expect.poll(() => peek()).toBe(1);
    clock.advance(WINDOW);
    expect(peek()).toBe(1);
    expect(started).toHaveLength(2);
    clock.advance(WINDOW * STALE_WINDOWS);
    expect(peek()).toBeUndefined();
    expect(started).toHaveLength(2);
    started[1]!.finish();
    // Counted a window after the first, now six windows old: too old to answer, counted anew.
    await expect.poll(() => (peek(), started.length)).toBe(3);
    started[2]!.finish();
    expect(await read()).toBe(3);
  });
});
