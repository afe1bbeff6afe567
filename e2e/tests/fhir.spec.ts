import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { expectNoSeriousA11yViolations, login, loginAndWaitForMenu } from '../support.ts';

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

/** A client assertion of SMART Backend Services, signed with the system's private key. */
function assertion(clientId: string, tokenUrl: string, key: CryptoKey, kid: string) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES384', kid, typ: 'JWT' })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(tokenUrl)
    .setExpirationTime('4m')
    .setJti(randomUUID())
    .sign(key);
}

function askToken(request: APIRequestContext, signed: string) {
  return request.post('/fhir/auth/token', {
    form: {
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: signed,
      scope: 'system/Coverage.read',
    },
  });
}

test('the admin registers a clinic system in Sistemas conectados, it gets tokens, and once revoked there it gets none', async ({
  page,
  request,
}) => {
  const { publicKey, privateKey } = await generateKeyPair('ES384', { extractable: true });
  const kid = `his-${randomUUID()}`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES384' };
  const name = `HIS e2e ${kid.slice(-6)}`;

  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  // demo@ has the 'cap' permission: the update-data campaign prompt opens after login.
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await page
    .getByRole('navigation', { name: /menú/i })
    .getByRole('link', { name: 'Sistemas conectados' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sistemas conectados' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Registrar sistema' });
  await form.getByLabel('Nombre del sistema').fill(name);
  const member = form.getByLabel('Actúa como');
  const demo = member.locator('option', { hasText: 'demo@prestadores.test' });
  await member.selectOption(await demo.getAttribute('value'));
  await form.getByLabel('Consultar coberturas').check();
  await form.getByLabel(/Clave pública/).fill(JSON.stringify({ keys: [jwk] }));
  await form.getByRole('button', { name: 'Registrar sistema' }).click();

  const notice = page.getByRole('status').filter({ hasText: 'Client ID' });
  await expect(notice).toBeVisible();
  const values = notice.locator('code');
  const clientId = (await values.nth(0).textContent())!;
  const tokenUrl = (await values.nth(1).textContent())!;
  expect(tokenUrl).toBe(new URL('/fhir/auth/token', page.url()).href);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(clientId);
  await expect(row).toContainText('Activo');
  await expectNoSeriousA11yViolations(page);

  const granted = await askToken(request, await assertion(clientId, tokenUrl, privateKey, kid));
  expect(granted.status()).toBe(200);
  expect(((await granted.json()) as { access_token?: string }).access_token).toBeTruthy();

  await row.getByRole('button', { name: `Revocar ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`¿Revocar «${name}»`);
  await dialog.getByRole('button', { name: 'Revocar' }).click();
  await expect(row).toContainText('Revocado');

  // A fresh assertion (its own jti), so only the revocation can refuse it.
  const refused = await askToken(request, await assertion(clientId, tokenUrl, privateKey, kid));
  expect(refused.status()).toBe(401);
  const outcome = (await refused.json()) as {
    resourceType: string;
    issue: { diagnostics: string }[];
  };
  expect(outcome.resourceType).toBe('OperationOutcome');
  expect(outcome.issue[0]?.diagnostics).toBe('El acceso de este sistema fue revocado.');
});

test('a sub-user who is no admin gets the permission message on Sistemas conectados', async ({
  page,
}) => {
  await page.goto('/prestadores/');
  await login(page, 'subusuario@prestadores.test');
  await expect(page.getByRole('button', { name: /Lucía Benítez/ })).toBeVisible();
  await page.goto('/prestadores/gestionusuarios/sistemas-conectados');
  await expect(page.getByText('No tenés permisos suficientes para ver esta opción.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Registrar sistema' })).toHaveCount(0);
});
