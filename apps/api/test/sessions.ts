import { expect } from 'vitest';
import type { ExternalAuthResponse } from '@portal/contracts';
import { createExternalGrant, type ExternalGrantMode } from '../src/modules/session/public.ts';
import { bearer } from './helpers.ts';
import type { TestApp } from './test-app.ts';

/** Opens an operator's read-only or impersonated session for a demo account. */
export async function openExternalSession(t: TestApp, email: string, mode: ExternalGrantMode) {
  const issued = await createExternalGrant(
    { db: t.db, clock: t.clock, publicUrl: t.config.publicUrl },
    { email, mode, operator: 'soporte' },
  );
  const response = await t.inject({
    method: 'POST',
    url: '/pre/v0/auth-external',
    payload: { code: issued.entry.code },
  });
  expect(response.statusCode).toBe(200);
  return { headers: bearer(response.json<ExternalAuthResponse>().authData.token) };
}
