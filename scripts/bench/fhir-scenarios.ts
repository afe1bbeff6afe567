import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import { DEMO_FHIR_CLIENT } from '../../apps/api/src/seed/fhir.ts';
import { SEED_SIZES } from '../../apps/api/src/seed/synthetic.ts';
import type { HttpTarget } from './autocannon-run.ts';
import type { HttpScenario } from './scenario-types.ts';
import { startApiOnSeed, type RunningServer } from './servers.ts';

/** The demo HIS's private key, published with the demo data (README, Interfaz FHIR). */
const DEMO_PRIVATE_D = 'jHwlA2Ik34CFEAfAvDci3MM-kwrDY1VSHTthWm4AD4ccoaB1jF3Hc5zvlLNTJ74G';

/** A token of the seeded demo HIS, obtained as any client does: a signed assertion exchanged. */
async function demoFhirToken(baseUrl: string): Promise<string> {
  // The audience is the token URL the server names (its PUBLIC_URL), as a client reads it.
  const smart = (await (await fetch(`${baseUrl}/fhir/.well-known/smart-configuration`)).json()) as {
    token_endpoint: string;
  };
  const key = await importJWK({ ...DEMO_FHIR_CLIENT.publicJwk, d: DEMO_PRIVATE_D }, 'ES384');
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES384', kid: DEMO_FHIR_CLIENT.publicJwk.kid })
    .setIssuer(DEMO_FHIR_CLIENT.id)
    .setSubject(DEMO_FHIR_CLIENT.id)
    .setAudience(smart.token_endpoint)
    .setExpirationTime('4m')
    .setJti(randomUUID())
    .sign(key);
  const response = await fetch(`${baseUrl}/fhir/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope: 'system/CoverageEligibilityRequest.write',
    }),
  });
  if (response.status !== 200)
    throw new Error(`FHIR token: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * The validation bodies of the portal's scenario (the same affiliates, same order) as
 * CoverageEligibilityRequests: the same question asked through FHIR.
 */
export function eligibilityBodies(validationBodies: readonly string[]): string[] {
  return validationBodies.map((text) => {
    const { contra, middle, inte } = JSON.parse(text) as {
      contra: number;
      middle: number;
      inte: number;
    };
    return JSON.stringify({
      resourceType: 'CoverageEligibilityRequest',
      status: 'active',
      purpose: ['validation'],
      created: '2026-11-29',
      insurer: { display: 'Prepaga' },
      patient: { identifier: { value: `${contra} ${middle} ${String(inte).padStart(2, '0')}` } },
    });
  });
}

async function eligibilityTarget(server: RunningServer, bodies: string[]): Promise<HttpTarget> {
  const target: HttpTarget = {
    url: `${server.baseUrl}/fhir/CoverageEligibilityRequest`,
    method: 'POST',
    headers: {
      authorization: `Bearer ${await demoFhirToken(server.baseUrl)}`,
      'content-type': 'application/fhir+json',
    },
    bodies,
  };
  const probe = await fetch(target.url, {
    method: 'POST',
    headers: target.headers!,
    body: bodies[0]!,
  });
  const answer = (await probe.json()) as {
    resourceType?: string;
    patient?: { reference?: string };
  };
  if (
    probe.status !== 200 ||
    answer.resourceType !== 'CoverageEligibilityResponse' ||
    !answer.patient?.reference
  )
    throw new Error(`eligibility answered ${probe.status}: ${JSON.stringify(answer)}`);
  return target;
}

/**
 * The portal's validation and its FHIR twin on the demo seed (3,000 synthetic affiliates), each
 * on a server of its own; the ratio of their throughputs is ADR 0065's figure. On the large seed
 * the twin of `affiliate-validation-postgres-large` (scenarios.ts) asks for the same affiliates.
 */
export function fhirScenarios(
  validationBodies: (affiliates: number) => string[],
  validationTarget: (server: RunningServer, affiliates: number) => Promise<HttpTarget>,
): HttpScenario[] {
  const affiliates = SEED_SIZES.demo.affiliates;
  return [
    {
      id: 'affiliate-validation-postgres',
      label: 'POST /pre/v1/validador/{id}/afiliado (demo seed)',
      database: 'postgres',
      needs: ['postgres'],
      async prepare(context) {
        const server = await startApiOnSeed(context, false);
        return { server, target: await validationTarget(server, affiliates) };
      },
    },
    {
      id: 'fhir-eligibility',
      label: 'POST /fhir/CoverageEligibilityRequest (demo seed)',
      database: 'postgres',
      needs: ['postgres'],
      async prepare(context) {
        const server = await startApiOnSeed(context, false);
        return {
          server,
          target: await eligibilityTarget(server, eligibilityBodies(validationBodies(affiliates))),
        };
      },
    },
    {
      id: 'fhir-eligibility-large',
      label: 'POST /fhir/CoverageEligibilityRequest (1,000,000 affiliates)',
      database: 'postgres',
      needs: ['postgres', 'large'],
      async prepare(context) {
        const server = await startApiOnSeed(context, true);
        const bodies = eligibilityBodies(validationBodies(SEED_SIZES.large.affiliates));
        return { server, target: await eligibilityTarget(server, bodies) };
      },
    },
  ];
}
