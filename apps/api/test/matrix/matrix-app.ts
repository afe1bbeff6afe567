import { and, eq } from 'drizzle-orm';
import { callPath, callQueryString, eventStreamBody, type CallDefinition } from '@portal/contracts';
import { userModules } from '../../src/db/schema/session.ts';
import { createTestApp, type TestApp, type TestEngine } from '../test-app.ts';
import type { MatrixIds, RequestParts } from './call-rows.ts';
import { openCallers, type Callers, type Session } from './callers.ts';
import { foreignRows } from './foreign-rows.ts';
import { loadProviderIds, termsInForce } from './provider-ids.ts';

const OPERATOR_KEY = 'operator-key-of-the-matrix-0123456789';

/** One answer, whether it came through inject or, for an event stream, a real connection. */
export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * The matrix's one app: listening (an event stream needs a real connection), every caller
 * logged in once, both providers' real ids, and the other provider's rows as they were. On the
 * run's engine unless `engine` names one (test/engine-equivalence opens one on each).
 */
export async function openMatrix(options: { engine?: TestEngine } = {}) {
  const t = await createTestApp({
    config: { operatorKey: OPERATOR_KEY },
    ...(options.engine ? { engine: options.engine } : {}),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const callers = await openCallers(t);
  const demo = await loadProviderIds(t, 100001, callers.demo, OPERATOR_KEY);
  const interior = await loadProviderIds(t, 200001, callers.interior, OPERATOR_KEY);
  const ids = {
    demo,
    interior,
    termsId: await termsInForce(t),
    termsPendingUserId: callers.termsPending.userId!,
  };
  const probedUsers = [interior.userId, ids.termsPendingUserId];
  const theirRows = () => foreignRows(t, interior.providerId, probedUsers);
  const before = await theirRows();
  return { t, base, callers, ids, before, theirRows, close: () => t.close() };
}
export type Matrix = Awaited<ReturnType<typeof openMatrix>>;

/** The ids a request of `session` names: the demo provider's objects, the caller's own user. */
export function idsFor(matrix: Matrix, session: Session): MatrixIds {
  const { demo, interior, termsId, termsPendingUserId } = matrix.ids;
  return {
    me: { ...demo, userId: session.userId ?? demo.userId },
    them: interior,
    termsId,
    termsPendingUserId,
  };
}

/** Sends one call; an event stream is opened for real and closed once its head arrived. */
export async function send(
  matrix: Matrix,
  call: CallDefinition,
  parts: RequestParts,
  headers: Record<string, string>,
): Promise<Answer> {
  const url = callPath(call, parts.params) + callQueryString(parts.query);
  if (call.response === eventStreamBody) {
    const controller = new AbortController();
    const response = await fetch(matrix.base + url, { headers, signal: controller.signal });
    const contentType = response.headers.get('content-type') ?? '';
    const streaming = contentType.startsWith('text/event-stream');
    const body = streaming ? '' : await response.text();
    controller.abort();
    return { status: response.status, contentType, body };
  }
  const response = await matrix.t.inject({
    method: call.method,
    url,
    headers,
    ...(parts.body === undefined ? {} : { payload: parts.body as object }),
  });
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
  };
}

/** Runs `request` with a module switched off for a user, then puts the switch back. */
export async function withModuleOff<T>(
  t: TestApp,
  userId: number,
  moduleId: string,
  request: () => Promise<T>,
): Promise<T> {
  const where = and(eq(userModules.userId, userId), eq(userModules.moduleId, moduleId));
  const [entry] = await t.db.select({ active: userModules.active }).from(userModules).where(where);
  if (!entry) throw new Error(`user ${userId} has no entry for module ${moduleId}`);
  await t.db.update(userModules).set({ active: false }).where(where);
  try {
    return await request();
  } finally {
    await t.db.update(userModules).set({ active: entry.active }).where(where);
  }
}

export type { Callers };
