import {
  ALL_CALLS,
  binaryBody,
  errorResponse,
  eventStreamBody,
  findCall,
  type CallDefinition,
} from '@portal/contracts';

/** What a mocked reply says, as the contract check reads it. */
export interface CheckedReply {
  status?: number;
  body?: unknown;
  stream?: unknown;
}

/**
 * Why a mocked reply could not come from the real API, or null when it could: the request must
 * be one of the contracts' calls, a success must match the call's response schema and status,
 * and an error must have the one error shape. A test whose mock drifts from its contract fails.
 */
export function contractViolation(
  method: string,
  path: string,
  reply: CheckedReply,
  calls: readonly CallDefinition[] = ALL_CALLS,
): string | null {
  const call = findCall(calls, method, path);
  if (!call) return `${method} ${path} is no call of the contracts`;
  const status = reply.status ?? 200;
  const where = `${call.method} ${call.path} answered ${status}`;
  if (status >= 400) {
    const result = errorResponse.safeParse(reply.body);
    return result.success ? null : `${where} outside the error shape: ${result.error.message}`;
  }
  if (call.response === eventStreamBody) {
    return reply.stream ? null : `${where} without an event stream`;
  }
  if (call.response === binaryBody) return null;
  const expected = call.status ?? 200;
  if (status !== expected) return `${where}, the contract says ${expected}`;
  if (status === 204) return null;
  const result = call.response.safeParse(reply.body === undefined ? {} : reply.body);
  return result.success ? null : `${where} off its contract: ${result.error.message}`;
}
