import { describe, expect, it } from 'vitest';
import type { TermsAcceptanceResponse } from '@portal/contracts';
import { termsAcceptances } from '../../db/schema/session.ts';
import { DEMO, expectError, userIdOf } from '../../../test/helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { eq } from 'drizzle-orm';

const URL = '/pre/v1/terminos/aceptacion';

describe('terminos-y-condiciones: the terms in force and when the user accepted them', () => {
  it('shows demo@ the text, the version and its acceptance date; a user who has not accepted them is sent to accept them first', async () => {
    const t = await createTestApp();
    try {
      const demo = (await t.login(DEMO.demo)).headers;
      const userId = await userIdOf(t.db, DEMO.demo);
      const [accepted] = await t.db
        .select()
        .from(termsAcceptances)
        .where(eq(termsAcceptances.userId, userId));
      const response = await t.inject({ method: 'GET', url: URL, headers: demo });
      expect(response.statusCode).toBe(200);
      const body = response.json<TermsAcceptanceResponse>();
      expect(body.id).toBe(accepted!.termsId);
      expect(body.version).toMatch(/\S/);
      expect(body.texto.length).toBeGreaterThan(100);
      expect(body.aceptadoEl).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);

      const pending = (await t.login(DEMO.terminos)).headers;
      expectError(
        await t.inject({ method: 'GET', url: URL, headers: pending }),
        403,
        'TERMS_REQUIRED',
      );
      expect((await t.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
