import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installDomStubs } from '@portal/client/dom-stubs';
import { takeContractViolations } from './mock-api';

// Lazy screens are transformed on first use, which can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

installDomStubs();

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
