import { describe, expect, it } from 'vitest';
import { expectOutcome } from '../../../../test/fhir.ts';
import { demoProviderApp } from '../../../../test/test-app.ts';

describe('the provider’s payments through FHIR (PaymentReconciliation)', () => {
  const ctx = demoProviderApp();

  it.each(['/fhir/PaymentReconciliation', '/fhir/PaymentReconciliation/1'])(
    '%s without a token is a 401 OperationOutcome, nothing of the payments told',
    async (url) => {
      const response = await ctx.t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expectOutcome(response.json(), 'login');
    },
  );

  it('is named in the CapabilityStatement with its search by created', async () => {
    const statement = (await ctx.t.inject({ method: 'GET', url: '/fhir/metadata' })).json<{
      rest: { resource: { type: string; searchParam?: { name: string }[] }[] }[];
    }>();
    const resource = statement.rest[0]!.resource.find(
      (entry) => entry.type === 'PaymentReconciliation',
    );
    expect(resource?.searchParam?.map((param) => param.name)).toEqual([
      'created',
      '_count',
      '_offset',
    ]);
  });
});
