import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { takeContractViolations } from './mock-api';

// Lazy screens are transformed on first use, which can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

// happy-dom lacks these; Mantine needs them (TOOLCHAIN.md).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  const violations = takeContractViolations();
  if (violations.length > 0) {
    throw new Error(`Mocked API replies break their contracts:\n${violations.join('\n')}`);
  }
});
