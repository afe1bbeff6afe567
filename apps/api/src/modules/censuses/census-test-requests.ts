import { count } from 'drizzle-orm';
import { censusRows } from '../../db/schema/censuses.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** Requests of the census tests; `app` is read at call time (after the block's beforeAll). */
export function censusRequests(app: () => { t: TestApp; demo: Record<string, string> }) {
  const register = (payload: object, headers = app().demo, provider = 100001) =>
    app().t.inject({
      method: 'POST',
      url: `/pre/v1/censos/${provider}/registros`,
      headers,
      payload,
    });
  const search = (query: Record<string, string> = {}, headers = app().demo, provider = 100001) =>
    app().t.inject({
      method: 'GET',
      url: `/pre/v1/censos/${provider}/registros`,
      query,
      headers,
    });
  const rowCount = async () => (await app().t.db.select({ n: count() }).from(censusRows))[0]!.n;
  return { register, search, rowCount };
}

/** Juan Pérez (30000001 1 01) at the demo provider's Palermo office. */
export const JUAN_AT_PALERMO = {
  afiliado: { contra: 30000001, inte: 1 },
  recienNacido: 0,
  lugarAtencionPrestador: 1001,
} as const;
