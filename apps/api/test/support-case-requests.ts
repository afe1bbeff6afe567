import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CaseDetail, PendingInboxResponse } from '@portal/contracts';
import { supportCases } from '../src/db/schema/support-cases.ts';
import { expectError } from './helpers.ts';
import { caseTableCounts, newCase, type NewCasePayload } from './support-cases.ts';
import type { TestApp } from './test-app.ts';

/**
 * The calls the support-case test files share. Each factory takes `app`, which answers the file's
 * app and the AMBA provider's headers once its beforeAll has run, so they are read at call time.
 */
type ProviderApp = () => { t: TestApp; demo: Record<string, string> };

/** Filing a case (POST v1 cap/alta-tramite) and reading it back. */
export function filingRequests(app: ProviderApp) {
  const file = (payload: object, headers = app().demo) =>
    app().t.inject({ method: 'POST', url: '/pre/v1/cap/alta-tramite', headers, payload });
  const detail = (nro: number, headers = app().demo) =>
    app().t.inject({ method: 'GET', url: `/pre/v2/cap/${nro}/DetalleTramite`, headers });
  /** Files a payload that must be refused, and checks that no support-centre row changed. */
  const refused = async (
    payload: object,
    status: number,
    code: string,
    message?: string | RegExp,
    headers = app().demo,
  ) => {
    const { t } = app();
    const before = await caseTableCounts(t.db);
    const response = await file(payload, headers);
    const body = expectError(response, status, code, message);
    expect(await caseTableCounts(t.db)).toEqual(before);
    return body;
  };
  return { file, detail, refused };
}

/** A valid new-case payload of the area, changed by `edit`. */
export const change = (area: Parameters<typeof newCase>[0], edit: (p: NewCasePayload) => void) => {
  const payload = newCase(area);
  edit(payload);
  return payload;
};

export const OPERATOR_KEY = 'operator-key-for-tests-0123456789';

/** The conversation: the insurer's operator endpoint and the provider's answer, inbox and detail. */
export function conversationRequests(app: ProviderApp) {
  const op = (nro: number, body: object, key: string | null = OPERATOR_KEY) =>
    app().t.inject({
      method: 'POST',
      url: `/pre/ops/cap/tramites/${nro}/etapas`,
      headers: key ? { 'x-operator-key': key } : {},
      payload: body,
    });
  const reply = (body: object, headers = app().demo) =>
    app().t.inject({
      method: 'PUT',
      url: '/pre/v1/prestadores/cap/transicionar-tramite',
      headers,
      payload: body,
    });
  const inbox = async (headers = app().demo) =>
    (
      await app().t.inject({ method: 'GET', url: '/pre/v1/cap/tramites-pendientes', headers })
    ).json<PendingInboxResponse>();
  const detail = async (nro: number) =>
    (
      await app().t.inject({
        method: 'GET',
        url: `/pre/v2/cap/${nro}/DetalleTramite`,
        headers: app().demo,
      })
    ).json<CaseDetail>();
  const estadoOf = async (nro: number) =>
    (
      await app()
        .t.db.select({ estado: supportCases.estado })
        .from(supportCases)
        .where(eq(supportCases.nroTramite, nro))
    )[0]?.estado;
  return { op, reply, inbox, detail, estadoOf };
}
