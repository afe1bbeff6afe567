import type { ImportKind, ImportKindName } from '../engine/kind.ts';
import { affiliatesKind } from './affiliates.ts';
import { contentKind } from './content.ts';
import { plansKind } from './plans.ts';
import { paymentsKind } from './payments.ts';
import { providersKind } from './providers.ts';
import { settlementsKind } from './settlements.ts';

/**
 * Every kind of import file, by name: the CLI and the HTTP door look kinds up here. A kind not
 * built yet is absent (the door answers that it is unknown).
 */
export const IMPORT_KINDS_REGISTRY: Partial<Record<ImportKindName, ImportKind<unknown>>> = {
  affiliates: affiliatesKind,
  plans: plansKind,
  providers: providersKind,
  settlements: settlementsKind,
  payments: paymentsKind,
  content: contentKind,
};
