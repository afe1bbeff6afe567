import { expect, test } from '@playwright/test';

test('the FHIR interface answers its CapabilityStatement on the real server', async ({
  request,
}) => {
  const response = await request.get('/fhir/metadata', {
    headers: { accept: 'application/fhir+json' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/fhir+json');
  const statement = (await response.json()) as { resourceType: string; fhirVersion: string };
  expect(statement).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1' });
});
