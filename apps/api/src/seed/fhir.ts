import { eq } from 'drizzle-orm';
import { FHIR_SCOPES } from '@portal/contracts';
import { users } from '../db/schema/auth.ts';
import { fhirClients } from '../db/schema/fhir.ts';
import type { AreaSeed, SeedContext } from './context.ts';

/**
 * The demo HIS: a FHIR client of demo@'s practice acting as demo@ with every scope, so the
 * README's curl and the bench have a client without a browser. Its private key is published on
 * purpose with the demo data (docs/fhir-demo-client.md); a real client's never reaches us.
 */
export const DEMO_FHIR_CLIENT = {
  id: 'his-demo-100001',
  name: 'HIS de demostración',
  email: 'demo@prestadores.test',
  publicJwk: {
    kty: 'EC',
    crv: 'P-384',
    x: 'DcS0Co2qZbsBfbyVVr6CF6c-Jt791JHV2pYqyCmH1p6YQyxKAKftVY6DfaXj0ax1',
    y: 'phXSdA4wNWJA0oIgn2Sxj2APl39mwJAYHQU8IyiAVKtoiYsD9oHSMrmXBPKHxxHw',
    kid: 'demo-his-2026',
    alg: 'ES384',
    use: 'sig',
  },
} as const;

/** Interior's HIS (same demo key): the other provider's client the matrix probes with. */
export const INTERIOR_FHIR_CLIENT_ID = 'his-demo-200001';

export async function seedFhir({ db, epoch }: SeedContext): Promise<void> {
  const clients = [
    { id: DEMO_FHIR_CLIENT.id, email: DEMO_FHIR_CLIENT.email, name: DEMO_FHIR_CLIENT.name },
    { id: INTERIOR_FHIR_CLIENT_ID, email: 'interior@prestadores.test', name: 'HIS del Sanatorio' },
  ];
  for (const client of clients) {
    const [owner] = await db
      .select({ id: users.id, providerId: users.providerId })
      .from(users)
      .where(eq(users.email, client.email));
    if (!owner) continue;
    await db.insert(fhirClients).values({
      id: client.id,
      providerId: owner.providerId,
      userId: owner.id,
      name: client.name,
      jwks: { keys: [{ ...DEMO_FHIR_CLIENT.publicJwk }] },
      scopes: [...FHIR_SCOPES],
      createdAt: epoch,
      createdBy: owner.id,
    });
  }
}

export const seedStep: AreaSeed = { after: ['auth'], run: seedFhir };
