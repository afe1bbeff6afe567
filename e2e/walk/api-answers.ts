import {
  ALL_CALLS,
  binaryBody,
  errorResponse,
  eventStreamBody,
  findCall,
  type CallDefinition,
} from '@portal/contracts';
import type { Response } from '@playwright/test';

/** What one /pre answer broke, or null when it kept to its contract. */
export type AnswerProblem = string | null;

const describeIssues = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(raíz)'}: ${issue.message}`)
    .join('; ');

/** Whether an answer carries JSON the schema can read (files and streams are not parsed). */
function readsAsJson(call: CallDefinition, response: Response): boolean {
  if (call.response === binaryBody || call.response === eventStreamBody) return false;
  return (response.headers()['content-type'] ?? '').includes('application/json');
}

/**
 * Checks one /pre answer against the contracts' call list: it must match a call, never be a
 * 5xx, and its JSON must parse with that call's response schema (or, for a refusal, the one
 * error shape). A body the browser could not read (a cancelled request) is not judged.
 */
export async function checkAnswer(response: Response): Promise<AnswerProblem> {
  const request = response.request();
  const { pathname } = new URL(response.url());
  const label = `${request.method()} ${pathname} → ${response.status()}`;
  const call = findCall(ALL_CALLS, request.method(), pathname);
  if (!call) return `${label}: ninguna llamada de los contratos coincide`;
  if (response.status() >= 500) return `${label}: error del servidor`;
  if (response.status() === 204 || response.status() === 304) return null;
  if (response.status() >= 300 && response.status() < 400) return null;
  const refused = response.status() >= 400;
  if (!refused && !readsAsJson(call, response)) return null;
  let text: string;
  try {
    text = (await response.body()).toString('utf8');
  } catch {
    return null;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${label}: la respuesta no es JSON`;
  }
  const schema = refused ? errorResponse : call.response;
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const which = refused ? 'la forma de error' : `el esquema de ${call.method} ${call.path}`;
  return `${label}: no cumple ${which} (${describeIssues(parsed.error.issues)})`;
}

/** A /pre call that streams events for as long as the page is open (docs/decisions/0011). */
export function isEventStream(method: string, url: string): boolean {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/pre/')) return false;
  return findCall(ALL_CALLS, method, pathname)?.response === eventStreamBody;
}
