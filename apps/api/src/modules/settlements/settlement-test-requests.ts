import type { TestApp } from '../../../test/test-app.ts';

/** demo@'s settlements: expedientes 1,100,001 (03/2024) to 1,100,024 (02/2026, last month). */
export const DEMO_LAST = 1_100_024;
/** interior@'s last month. */
export const INTERIOR_LAST = 1_200_024;

/** Requests of the settlement tests; `app` is read at call time (after the block's beforeAll). */
export function settlementRequests(app: () => { t: TestApp; demo: Record<string, string> }) {
  const get = (
    path: string,
    query: Record<string, string> = {},
    headers = app().demo,
    provider = 100001,
  ) =>
    app().t.inject({
      method: 'GET',
      url: `/pre/v1/liquidaciones/${provider}${path}`,
      query,
      headers,
    });
  return { get };
}
