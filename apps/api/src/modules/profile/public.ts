import { whenCaseCloses } from '../support-cases/public.ts';
import type { Db } from '../../db/client.ts';
import { applyApprovedChange } from './approval.service.ts';
import { findLicences } from './profile.repository.ts';

/**
 * What the rest of the API may use of Mis datos: registering, with the support centre, the
 * application of approved changes when their case is finalised (the server's plugin does it; the
 * operator command, which may close cases without a server, does too).
 */
export function applyApprovedChangesOnCaseClose(): void {
  whenCaseCloses(applyApprovedChange);
}

/**
 * The licences (matrículas) Mis datos keeps of a provider, in the order it shows them; empty when
 * it has none on file. The prescriptions area prints the first one.
 */
export function providerLicences(db: Db, providerId: number) {
  return findLicences(db, providerId);
}
