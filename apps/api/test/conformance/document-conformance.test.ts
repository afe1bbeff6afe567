import { describe, expect, it } from 'vitest';
import { DEMO } from '../helpers.ts';
import { demoProviderApp } from '../test-app.ts';
import { checkedAnswers, problemOf, takeMismatches } from './document-conformance.ts';

const operation = {
  responses: {
    '200': {
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { id: { type: 'integer' } },
            required: ['id'],
            additionalProperties: false,
          },
        },
        'application/pdf': { schema: { type: 'string', format: 'binary' } },
        'image/*': { schema: { type: 'string', format: 'binary' } },
      },
    },
    '204': {},
  },
};
const check = (status: number, contentType: string, payload: unknown) =>
  problemOf(
    operation,
    `TEST ${status} ${contentType} ${String(payload)}`,
    status,
    contentType,
    payload,
  );

describe('the conformance check of answers against the OpenAPI document', () => {
  it('passes an answer of a documented status, media type and schema', () => {
    expect(check(200, 'application/json; charset=utf-8', '{"id":1}')).toBeNull();
    expect(check(200, 'application/pdf', Buffer.from('%PDF-1.7'))).toBeNull();
    expect(check(200, 'image/svg+xml', Buffer.from('<svg/>'))).toBeNull();
    expect(check(204, '', '')).toBeNull();
  });

  it('names a status, a media type or a body the document does not describe', () => {
    expect(check(418, 'application/json', '{}')).toBe('status 418 is not documented');
    expect(check(200, 'text/csv; charset=utf-8', 'a;b')).toMatch(
      /^media type "text\/csv" is not documented for 200/,
    );
    expect(check(200, 'application/json', '{"id":"1"}')).toMatch(/^body: .*integer/);
    expect(check(200, 'application/json', '{"id":1,"extra":true}')).toMatch(/^body: /);
    expect(check(204, 'application/json', '{}')).toMatch(/where none is documented/);
  });

  describe('in an app of createTestApp', () => {
    const s = demoProviderApp();

    it('checks every answer the app sends for a documented call', async () => {
      const before = checkedAnswers().get('GET /pre/v1/terminos') ?? 0;
      const response = await s.t.inject({
        method: 'GET',
        url: '/pre/v1/terminos?entidad=2&canal=2',
        headers: s.demo,
      });
      expect(response.statusCode).toBe(200);
      expect(checkedAnswers().get('GET /pre/v1/terminos')).toBe(before + 1);
      expect(takeMismatches()).toEqual([]);
    });

    it('checks error answers too, against the error shape of their status', async () => {
      const before = checkedAnswers().get('POST /pre/v0/auth-login') ?? 0;
      const response = await s.t.inject({
        method: 'POST',
        url: '/pre/v0/auth-login',
        payload: { email: DEMO.demo, password: 'wrong', apiKey: 'web', device: s.t.device },
      });
      expect(response.statusCode).toBe(401);
      expect(checkedAnswers().get('POST /pre/v0/auth-login')).toBe(before + 1);
      expect(takeMismatches()).toEqual([]);
    });
  });
});
