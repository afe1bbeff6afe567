import { vi } from 'vitest';

/**
 * A phone-sized screen for the test that calls it: every max-width media query matches. The
 * setup's unstubAllGlobals gives the next test the wide screen back.
 */
export function stubNarrowScreen(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
