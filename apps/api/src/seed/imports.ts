import { IMPORT_KINDS } from '@portal/contracts';
import { integrationKeyText } from '../access/integration-keys.ts';
import { integrationKeys } from '../db/schema/imports.ts';
import { sha256 } from '../lib/crypto.ts';
import type { AreaSeed, SeedContext } from './context.ts';

/**
 * The demo integration key, so a demo and the E2E can push files through the HTTP door
 * (docs/imports/http.md): every kind, for the insurer's ERP. Its text is public like the demo
 * passwords; a production start seeds no demo data.
 */
export const DEMO_INTEGRATION_KEY = {
  client: 'ERP de la obra social (demo)',
  publicId: 'demo-erp-0001',
  secret: 'Prestadores-ERP-demo-2026-nightly-push',
} as const;

export const DEMO_INTEGRATION_KEY_TEXT = integrationKeyText(
  DEMO_INTEGRATION_KEY.publicId,
  DEMO_INTEGRATION_KEY.secret,
);

async function seedImports({ db, epoch }: SeedContext): Promise<void> {
  await db.insert(integrationKeys).values({
    publicId: DEMO_INTEGRATION_KEY.publicId,
    client: DEMO_INTEGRATION_KEY.client,
    kinds: [...IMPORT_KINDS],
    secretHash: sha256(DEMO_INTEGRATION_KEY.secret),
    createdAt: epoch,
  });
}

export const seedStep: AreaSeed = { after: [], run: seedImports };
