import {
  answerFrom,
  mockRequest,
  mockResponse,
  type MockRequest,
  type MockRoutes,
} from '@portal/client/mock-replies';
import { vi } from 'vitest';

// The head shared with the portal's mock (request, reply, the contract's violations).
export {
  errorReply,
  eventStream,
  takeContractViolations,
  type MockHandler,
  type MockReply,
  type MockRequest,
  type MockRoutes,
} from '@portal/client/mock-replies';

/**
 * Stubs fetch at the network boundary, as the portal's tests do (apps/web/src/testing): each
 * request is answered by its route, every reply is checked against the call's contract, and
 * a request without a route is a 404 so a missing mock shows.
 */
export function mockApi(routes: MockRoutes = {}) {
  const table: MockRoutes = { ...routes };
  const calls: MockRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const text = typeof init?.body === 'string' ? init.body : undefined;
      const request = mockRequest(init?.method ?? 'GET', href, text, new Headers(init?.headers));
      calls.push(request);
      return mockResponse(await answerFrom(table, request));
    }),
  );
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    use: (more: MockRoutes) => Object.assign(table, more),
  };
}
