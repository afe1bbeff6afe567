import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentsResponse } from '@portal/contracts';
import { LIMITS } from '@portal/domain/write-limits';
import { paymentInquiries } from '../db/schema/payments.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { DEMO, demoAccount } from '../../test/helpers.ts';
import { apiProcessOn } from '../../test/process-app.ts';
import { clonePostgresTemplate } from '../../test/test-app.ts';

/**
 * Several API processes on one PostgreSQL share every write limit (docs/decisions/0046): a
 * burst of one session's writes spread over two processes lets exactly the user's allowance
 * through, because each process takes its slot under the same advisory locks and counts the
 * same rows. PostgreSQL only: PGlite is one process by construction.
 */
describe('write limits across API processes', () => {
  it('a burst spread over two processes lets exactly the allowance through', async () => {
    const clone = await clonePostgresTemplate();
    const build = () => apiProcessOn(clone.url, { poolSize: 4 });
    const a = await build();
    const b = await build();
    try {
      const login = await a.app.inject({
        method: 'POST',
        url: '/pre/v0/auth-login',
        payload: {
          email: DEMO.demo,
          password: DEMO_PASSWORD,
          apiKey: 'web',
          device: { deviceid: 'vitest' },
        },
      });
      const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
      const cuit = demoAccount(DEMO.demo).provider.cuit;
      const [payment] = (
        await b.app.inject({
          method: 'GET',
          url: `/pre/v1/prestadores/100001/cuit/${cuit}/pagos`,
          headers,
        })
      ).json<PaymentsResponse>().pagos;
      const inquiries = async () =>
        (await a.database.db.select({ n: count() }).from(paymentInquiries))[0]!.n;
      const before = await inquiries();

      const limit = LIMITS.inquiry.user[0]!.max;
      const answers = await Promise.all(
        Array.from({ length: limit + 10 }, (_, i) =>
          (i % 2 === 0 ? a : b).app.inject({
            method: 'POST',
            url: '/pre/v1/pagos-facturas/100001/llamado',
            headers,
            payload: { pago: payment!.id, motivo: 2, empresa: 1 },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([...Array<number>(limit).fill(201), ...Array<number>(10).fill(429)]);
      expect((await inquiries()) - before).toBe(limit);
    } finally {
      await a.close();
      await b.close();
      await clone.drop();
    }
  });
});
