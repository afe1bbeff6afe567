import { count, eq } from 'drizzle-orm';
import { connectivityTransactions } from '../src/db/schema/connectivity.ts';
import type { TestApp } from './test-app.ts';

/** Requests and row reads of the connectivity transaction tests (tramites-conectividad). */

/** Juan Pérez's current credential, an affiliate of the demo data. */
export const JUAN = '30000001 1 01';

/**
 * The calls of one test file's app; `app` answers the app and the AMBA provider's headers once
 * its beforeAll has run, so they are read at call time.
 */
export function connectivityRequests(app: () => { t: TestApp; demo: Record<string, string> }) {
  const post = (path: string, payload: object, headers = app().demo, provider = 100001) =>
    app().t.inject({
      method: 'POST',
      url: `/pre/v1/conectividad/${provider}/${path}`,
      headers,
      payload,
    });
  const enter = (payload: object, headers = app().demo, provider = 100001) =>
    post('ingresa-prestacion', { termId: 'POS00101', ...payload }, headers, provider);
  const transactions = async () =>
    (await app().t.db.select({ n: count() }).from(connectivityTransactions))[0]!.n;
  const stateOf = async (ticket: number) =>
    (
      await app()
        .t.db.select({ estado: connectivityTransactions.estado })
        .from(connectivityTransactions)
        .where(eq(connectivityTransactions.id, ticket))
    )[0]?.estado;
  return { post, enter, transactions, stateOf };
}
