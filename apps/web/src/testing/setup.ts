import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installDomStubs } from '@portal/client/dom-stubs';
import { takeContractViolations } from './mock-api';
import { watchInvalidNesting } from './invalid-nesting';

// Lazy routes are transformed on first use, which can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

installDomStubs();

// Markup the HTML parser would rebuild (a list inside a paragraph) breaks a prerendered page
// (the browser's tree is not the server's) and what a screen reader hears: React only warns, so
// the test fails instead.
const takeInvalidNesting = watchInvalidNesting();

// The project shares one module graph per worker (isolate: false, ADR 0043's last addendum): a
// lazy import a test started and never awaited (a route, the header's login form) must finish
// while this file's DOM is alive, or the graph keeps its failure for every later file.
afterEach(async () => {
  await vi.dynamicImportSettled();
  cleanup();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete window.grecaptcha;
  const violations = takeContractViolations();
  if (violations.length > 0) {
    throw new Error(`Mocked API replies break their contracts:\n${violations.join('\n')}`);
  }
  const nesting = takeInvalidNesting();
  if (nesting.length > 0) {
    throw new Error(`The page nests elements HTML does not allow:\n${nesting.join('\n')}`);
  }
});
