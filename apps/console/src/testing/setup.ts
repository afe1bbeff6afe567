import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installDomStubs } from '@portal/client/dom-stubs';
import { takeContractViolations } from './mock-api';

// Lazy screens are transformed on first use, which can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

installDomStubs();

// The project shares one module graph per worker (isolate: false, ADR 0043's last addendum): a
// lazy import a test started and never awaited (a route, the header's login form) must finish
// while this file's DOM is alive, or the graph keeps its failure for every later file.
afterEach(async () => {
  await vi.dynamicImportSettled();
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  const violations = takeContractViolations();
  if (violations.length > 0) {
    throw new Error(`Mocked API replies break their contracts:\n${violations.join('\n')}`);
  }
});
